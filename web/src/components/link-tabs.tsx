import { Button } from '@mantine/core';
import { type CSSProperties, useEffect, useRef } from 'react';
import { Link } from 'react-router';

export interface LinkTab {
  to: string;
  label: string;
  isCurrent: boolean;
}

interface LinkTabsProps {
  /** The name of the navigation landmark ("My working time"). */
  label: string;
  tabs: readonly LinkTab[];
}

// One row that scrolls sideways when the tabs do not fit (a phone), instead of wrapping onto several
// lines; the padding keeps the focus ring of the first and last tab inside the scrolling box. Phones
// hide scroll bars, so the row's end fades out: a cut tab shows that more follow (the end padding lets
// the last tab scroll clear of the fade).
const rowStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'nowrap',
  gap: 'var(--mantine-spacing-xs)',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  listStyle: 'none',
  margin: 0,
  padding: '4px 24px 4px 2px',
  maskImage: 'linear-gradient(to right, #000 calc(100% - 24px), transparent)',
};

/**
 * A screen's tabs as links (each tab its own address): one row, scrolling sideways on narrow screens,
 * with the current tab marked for screen readers and scrolled into view. Tab moves from tab to tab.
 */
export function LinkTabs({ label, tabs }: LinkTabsProps) {
  const currentRef = useRef<HTMLAnchorElement>(null);
  const current = tabs.find((tab) => tab.isCurrent)?.to;
  useEffect(() => {
    currentRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <nav aria-label={label}>
      <ul style={rowStyle} data-link-tabs>
        {tabs.map((tab) => (
          <li key={tab.to} style={{ flex: 'none' }}>
            <Button
              component={Link}
              to={tab.to}
              ref={tab.isCurrent ? currentRef : undefined}
              variant={tab.isCurrent ? 'light' : 'subtle'}
              size="sm"
              aria-current={tab.isCurrent ? 'page' : undefined}
            >
              {tab.label}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
