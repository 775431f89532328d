import { lazyDialog } from '../../../components/lazy-parts';

/** Deleting a draft (delete-document-dialog.tsx), fetched when its filer first asks to. */
export const DeleteDocumentDialog = lazyDialog(
  () => import('./delete-document-dialog').then((module) => module.DeleteDocumentDialog),
  (props) => props.opened,
);
