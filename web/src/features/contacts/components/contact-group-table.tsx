import { Trans } from '@lingui/react/macro';
import { Anchor, Stack, Table, Title } from '@mantine/core';
import { type ContactGroup, type ContactsNameFormat, formatContactName } from '@portal/shared';

interface ContactGroupTableProps {
  group: ContactGroup;
  headingId: string;
  nameFormat: ContactsNameFormat;
}

/** A telephone link needs the number without spaces or dashes. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function PhoneLink({ phone }: { phone: string | null }) {
  return phone ? <Anchor href={telHref(phone)}>{phone}</Anchor> : null;
}

/** One letter's contacts. */
export function ContactGroupTable({ group, headingId, nameFormat }: ContactGroupTableProps) {
  const showEmployeeNo = group.employees.some((contact) => contact.employeeNo !== null);
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      {/* Focusable, so the letter index moves the keyboard focus here too. */}
      <Title order={2} size="h3" id={headingId} tabIndex={-1}>
        {group.alphabet}
      </Title>
      <Table.ScrollContainer minWidth={720}>
        <Table striped aria-labelledby={headingId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Name</Trans>
              </Table.Th>
              {showEmployeeNo ? (
                <Table.Th>
                  <Trans>Employee number</Trans>
                </Table.Th>
              ) : null}
              <Table.Th>
                <Trans>Job title</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Department</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Phone</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Mobile phone</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>E-mail</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.employees.map((contact, index) => (
              <Table.Tr key={`${contact.employeeNo ?? ''}-${contact.fullName}-${index}`}>
                <Table.Td fw={600}>{formatContactName(contact, nameFormat)}</Table.Td>
                {showEmployeeNo ? <Table.Td>{contact.employeeNo}</Table.Td> : null}
                <Table.Td>{contact.jobTitle}</Table.Td>
                <Table.Td>{contact.department}</Table.Td>
                <Table.Td>
                  <PhoneLink phone={contact.phoneNo} />
                </Table.Td>
                <Table.Td>
                  <PhoneLink phone={contact.mobilePhoneNo} />
                </Table.Td>
                <Table.Td>
                  {contact.companyEmail ? <Anchor href={`mailto:${contact.companyEmail}`}>{contact.companyEmail}</Anchor> : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
