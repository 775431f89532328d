import { Anchor } from '@mantine/core';
import { type HyperlinkRow, isHttpUrl } from '@portal/shared';

// Apart from the control, so the read-only summary draws links without fetching the links editor.

/** A stored address becomes a link only when it is http or https (never javascript:, data: …). */
export function SafeLink({ row }: { row: HyperlinkRow }) {
  if (!isHttpUrl(row.url)) return <>{row.url}</>;
  return (
    <Anchor href={row.url} target="_blank" rel="noopener noreferrer">
      {row.url}
    </Anchor>
  );
}
