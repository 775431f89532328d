import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { localized, type UpcomingAbsence } from '@portal/shared';
import { Link } from 'react-router';
import { formatErpDate } from '../../../lib/format';

interface UpcomingAbsencesProps {
  absences: UpcomingAbsence[];
}

/** The next absences from today: the ERP's records and approved applications it has not recorded yet. */
export function UpcomingAbsences({ absences }: UpcomingAbsencesProps) {
  const { i18n } = useLingui();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="home-upcoming-absences">
      <Stack gap="sm">
        <Title order={2} id="home-upcoming-absences">
          <Trans>Upcoming absences</Trans>
        </Title>
        {absences.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No absences ahead. Approved leave shows here.</Trans>
          </Text>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby="home-upcoming-absences">
            {absences.map((absence) => (
              <Group
                component="li"
                key={`${absence.source}-${absence.submissionId ?? ''}-${absence.dateFrom}-${absence.activityCode}`}
                gap="sm"
                wrap="nowrap"
                align="flex-start"
              >
                <Box w={10} h={10} mt={6} style={{ borderRadius: '50%', background: absence.color, flex: 'none' }} aria-hidden />
                <Stack gap={0} miw={0}>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {absence.dateFrom === absence.dateTo
                      ? formatErpDate(absence.dateFrom)
                      : `${formatErpDate(absence.dateFrom)} – ${formatErpDate(absence.dateTo)}`}
                  </Text>
                  <Group gap={6} wrap="wrap">
                    <Text size="sm">{localized(absence.activityCodeText, absence.activityCodeTextEn, i18n.locale)}</Text>
                    {absence.source === 'application' ? (
                      <Badge size="sm" variant="light" color="gray">
                        <Trans>Approved, not yet recorded</Trans>
                      </Badge>
                    ) : null}
                  </Group>
                </Stack>
              </Group>
            ))}
          </Stack>
        )}
        <Anchor component={Link} to="/my-working-time/history" size="sm" w="fit-content">
          <Trans>Absence history</Trans>
        </Anchor>
      </Stack>
    </Paper>
  );
}
