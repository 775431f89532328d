import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentPermissionLevel } from '@portal/shared';

/** The names of the document permission levels (spec 2 §6), for the table and the picker. */
export const permissionLevelLabels = {
  read: msg`Read`,
  update: msg`Update`,
  manage: msg`Manage`,
} satisfies Record<DocumentPermissionLevel, MessageDescriptor>;
