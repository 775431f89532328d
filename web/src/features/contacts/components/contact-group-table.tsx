import { useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { type Contact, type ContactGroup, type ContactsNameFormat, formatContactName } from '@portal/shared';
import { type DataColumn, DataTable } from '../../../components/data-table';

interface ContactGroupTableProps {
  group: ContactGroup;
  headingId: string;
  nameFormat: ContactsNameFormat;
}

interface ListedContact {
  contact: Contact;
  index: number;
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
  const { t } = useLingui();
  const showEmployeeNo = group.employees.some((contact) => contact.employeeNo !== null);
  const columns: DataColumn<ListedContact>[] = [
    {
      key: 'name',
      header: t`Name`,
      cell: ({ contact }) => (
        <Text span fw={600} inherit>
          {formatContactName(contact, nameFormat)}
        </Text>
      ),
    },
    ...(showEmployeeNo
      ? [
          {
            key: 'employeeNo',
            header: t`Employee number`,
            kind: 'number',
            align: 'left',
            cell: ({ contact }) => contact.employeeNo,
          } satisfies DataColumn<ListedContact>,
        ]
      : []),
    { key: 'jobTitle', header: t`Job title`, cell: ({ contact }) => contact.jobTitle },
    { key: 'department', header: t`Department`, cell: ({ contact }) => contact.department },
    { key: 'phone', header: t`Phone`, kind: 'phone', cell: ({ contact }) => <PhoneLink phone={contact.phoneNo} /> },
    { key: 'mobile', header: t`Mobile phone`, kind: 'phone', cell: ({ contact }) => <PhoneLink phone={contact.mobilePhoneNo} /> },
    {
      key: 'email',
      header: t`E-mail`,
      cell: ({ contact }) =>
        contact.companyEmail ? <Anchor href={`mailto:${contact.companyEmail}`}>{contact.companyEmail}</Anchor> : null,
    },
  ];
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      {/* Focusable, so the letter index moves the keyboard focus here too. */}
      <Title order={2} size="h3" id={headingId} tabIndex={-1}>
        {group.alphabet}
      </Title>
      <DataTable
        labelledBy={headingId}
        rows={group.employees.map((contact, index) => ({ contact, index }))}
        // Contacts from outside the ERP have no employee number, and names repeat: the place is the key.
        rowKey={({ contact, index }) => `${contact.employeeNo ?? ''}-${index}`}
        columns={columns}
        maxHeight="none"
      />
    </Stack>
  );
}
