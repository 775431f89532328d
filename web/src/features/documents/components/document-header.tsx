import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { localized, type SubmissionDetail } from '@portal/shared';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { StateBadge } from '../../../components/state-badge';
import { formatDateTime } from '../../../lib/format';
import type { DocumentWorkflowParts } from '../workflow-parts';

/** YYYY-MM-DD HH:mm in the business time zone (spec 1 §9); the server's empty date (year 1) shows blank. */
function dateTimeText(date: Date): string {
  return date.getUTCFullYear() <= 1900 ? '' : formatDateTime(date);
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </Group>
  );
}

interface DocumentHeaderProps {
  submission: SubmissionDetail;
  actions: ReactNode;
  CancellationBadge: DocumentWorkflowParts['CancellationBadge'];
}

/** The document's title (form name and number), state badge (and the cancellation's), dates and initiator. */
export function DocumentHeader({ submission, actions, CancellationBadge }: DocumentHeaderProps) {
  const { i18n } = useLingui();
  const title = [localized(submission.name, submission.nameEn, i18n.locale), submission.documentNo].filter(Boolean).join(' ');
  const initiator = submission.initiatedBy ?? submission.submittedBy;
  return (
    <PageHeader
      title={title}
      state={
        <>
          <StateBadge kind="submission" state={submission.state} />
          <CancellationBadge isInProgress={submission.cancellationInProgress} />
        </>
      }
      secondaryActions={actions}
      subtitle={
        <Group component="dl" gap="lg" m={0}>
          <Fact label={<Trans>Created:</Trans>}>
            <time dateTime={submission.createDate.toISOString()}>{dateTimeText(submission.createDate)}</time>
          </Fact>
          {dateTimeText(submission.updateDate) !== '' ? (
            <Fact label={<Trans>Updated:</Trans>}>
              <time dateTime={submission.updateDate.toISOString()}>{dateTimeText(submission.updateDate)}</time>
            </Fact>
          ) : null}
          {initiator ? <Fact label={<Trans>Initiator:</Trans>}>{initiator.employeeFullName}</Fact> : null}
        </Group>
      }
    />
  );
}
