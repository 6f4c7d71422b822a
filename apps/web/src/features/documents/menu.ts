import { documentsAccess } from '@portale/shared';
import { IconFileCertificate, IconFileUpload } from '@tabler/icons-react';
import { menuEntry } from '../../lib/menu-entry.ts';

/** The customer's list, where SPEC.md's menu puts documents (after personnel, before transmissions). */
export const documentsMenu = [menuEntry(documentsAccess.menu.documents, IconFileCertificate)];

/** The provider's list and publishing, among the back office's pages. */
export const documentsPublishingMenu = [menuEntry(documentsAccess.menu.publishing, IconFileUpload)];
