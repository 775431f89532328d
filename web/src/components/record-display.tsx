import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './record-display.module.css';

export interface RecordField {
  label: ReactNode;
  /** Text or any node; null, undefined and '' show as a dash. */
  value: ReactNode;
  /** Takes the whole row (an address, a comment). */
  isWide?: boolean;
  /** Keeps dates, figures and phone numbers on one line. */
  isNowrap?: boolean;
}

interface RecordDisplayProps {
  fields: RecordField[];
  /** The narrowest a column gets before the grid drops to fewer columns (CSS length). */
  minColumnWidth?: string;
  /** Names the list for screen readers when a page holds several. */
  'aria-label'?: string;
}

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');
}

/** A read-only record as label–value pairs in a responsive grid (a description list), not disabled inputs. */
export function RecordDisplay({ fields, minColumnWidth, 'aria-label': ariaLabel }: RecordDisplayProps) {
  const { t } = useLingui();
  return (
    <dl
      className={classes.list}
      aria-label={ariaLabel}
      style={minColumnWidth ? ({ '--record-min-column': minColumnWidth } as CSSProperties) : undefined}
    >
      {fields.map((field, index) => (
        <div key={index} className={classes.item} data-wide={field.isWide || undefined}>
          <dt className={classes.label}>{field.label}</dt>
          <dd className={classes.value} style={field.isNowrap ? { whiteSpace: 'nowrap' } : undefined}>
            {isEmpty(field.value) ? (
              <>
                <span aria-hidden>—</span>
                <VisuallyHidden>{t`Not specified`}</VisuallyHidden>
              </>
            ) : (
              field.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
