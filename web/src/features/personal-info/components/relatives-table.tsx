import { Trans, useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import type { Relative } from '@portal/shared';
import { formatErpDate } from '../../../lib/format';

interface RelativesTableProps {
  relatives: readonly Relative[];
  labelledBy: string;
}

export function RelativesTable({ relatives, labelledBy }: RelativesTableProps) {
  const { t } = useLingui();
  const yesNo = (value: boolean) => (value ? t`Yes` : t`No`);
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Relationship</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>First name</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Last name</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Date of birth</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Phone</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Personal code</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Disability</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Has one of the parents</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Additional needs</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {relatives.map((relative, index) => (
            <Table.Tr key={`${relative.relativeType}-${relative.firstName}-${relative.lastName}-${index}`}>
              <Table.Td>{relative.relativeType}</Table.Td>
              <Table.Td>{relative.firstName}</Table.Td>
              <Table.Td>{relative.lastName}</Table.Td>
              <Table.Td>{formatErpDate(relative.birthDate)}</Table.Td>
              <Table.Td>{relative.phoneNo}</Table.Td>
              <Table.Td>{relative.personalNo}</Table.Td>
              <Table.Td>{yesNo(relative.disabled)}</Table.Td>
              <Table.Td>{yesNo(relative.hasOneOfTheParents)}</Table.Td>
              <Table.Td>{yesNo(relative.additionalNeeds)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
