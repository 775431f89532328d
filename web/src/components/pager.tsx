import { useLingui } from '@lingui/react/macro';
import { Group, Pagination } from '@mantine/core';

interface PagerProps {
  /** The current page, from 1. */
  page: number;
  totalRecords: number;
  rowsPerPage: number;
  /** At most this many page links at once (spec 1 §9: 6 for payslips, 10 for histories). */
  maxLinks: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark ("Payslip pages"). */
  label: string;
}

/** The page links of a window of pages around the current one, never more than maxLinks of them. */
export function pageWindow(page: number, totalPages: number, maxLinks: number): number[] {
  const count = Math.min(maxLinks, totalPages);
  const first = Math.min(Math.max(1, page - Math.floor((count - 1) / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

/** A pager shown only when there is more than one page, with previous and next and a bounded set of page links. */
export function Pager({ page, totalRecords, rowsPerPage, maxLinks, onChange, label }: PagerProps) {
  const { t } = useLingui();
  const totalPages = Math.ceil(totalRecords / rowsPerPage);
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label}>
      <Pagination.Root total={totalPages} value={page} onChange={onChange}>
        <Group gap={5} wrap="wrap">
          <Pagination.Previous aria-label={t`Previous page`} />
          {pageWindow(page, totalPages, maxLinks).map((number) => (
            <Pagination.Control
              key={number}
              active={number === page}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t`Page ${number}`}
              onClick={() => onChange(number)}
            >
              {number}
            </Pagination.Control>
          ))}
          <Pagination.Next aria-label={t`Next page`} />
        </Group>
      </Pagination.Root>
    </nav>
  );
}
