import {
  contactPhotoContract,
  saveContactPhotoContract,
  contactAssociationListContract,
  contactJobOrderOptionsContract,
  contactListContract,
  contactRoleTreeContract,
  deleteContactAssociationContract,
  deleteContactContract,
  deleteContactRoleCategoryContract,
  deleteContactRoleContract,
  newContactAssociationContract,
  newContactContract,
  newContactRoleCategoryContract,
  newContactRoleContract,
  updateContactContract,
  updateContactRoleCategoryContract,
  updateContactRoleContract,
  type ContactAssociationListQuery,
  type ContactFields,
  type ContactListQuery,
  type ContactRoleCategoryFields,
  type ContactRoleFields,
  type NewContactAssociation,
} from '@portale/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { uploadApiFile } from '../../../lib/api-files.ts';
import { contactPhotoParams } from '../../../lib/contact-photo.tsx';

/** Every cached read of the area: a write reads them all again (people, roles and associations meet). */
export const contactsAdminKey = ['contacts-admin'] as const;

export function useContactList(query: ContactListQuery) {
  return useQuery({
    queryKey: [...contactsAdminKey, 'people', query],
    queryFn: ({ signal }) => callApi(contactListContract, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRoleTree() {
  return useQuery({
    queryKey: [...contactsAdminKey, 'roles'],
    queryFn: ({ signal }) => callApi(contactRoleTreeContract, { signal }),
  });
}

export function useAssociationList(query: ContactAssociationListQuery) {
  return useQuery({
    queryKey: [...contactsAdminKey, 'associations', query],
    queryFn: ({ signal }) => callApi(contactAssociationListContract, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerJobOrders(customerCode: string | undefined) {
  return useQuery({
    queryKey: [...contactsAdminKey, 'job-orders', customerCode],
    queryFn: ({ signal }) =>
      callApi(contactJobOrderOptionsContract, { query: { customerCode: customerCode ?? '' }, signal }),
    enabled: Boolean(customerCode),
    staleTime: 60_000,
  });
}

/** Staff's new photo of a person: the people and the photo are read again. */
export function useSaveContactPhoto(contactId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadApiFile(saveContactPhotoContract, file, { params: { contactId } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: contactsAdminKey }),
        client.invalidateQueries({
          queryKey: ['api-image', contactPhotoContract.path, contactPhotoParams(contactId)],
        }),
      ]),
  });
}

/** The area's writes; each reads the area again once done. */
export function useContactsAdminActions() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: contactsAdminKey });
  return {
    saveContact: useMutation({
      mutationFn: ({ contactId, body }: { contactId?: number; body: ContactFields }) =>
        contactId === undefined
          ? callApi(newContactContract, { body })
          : callApi(updateContactContract, { params: { contactId }, body }),
      onSuccess,
    }),
    deleteContact: useMutation({
      mutationFn: (contactId: number) => callApi(deleteContactContract, { params: { contactId } }),
      onSuccess,
    }),
    saveCategory: useMutation({
      mutationFn: ({ categoryId, body }: { categoryId?: number; body: ContactRoleCategoryFields }) =>
        categoryId === undefined
          ? callApi(newContactRoleCategoryContract, { body })
          : callApi(updateContactRoleCategoryContract, { params: { categoryId }, body }),
      onSuccess,
    }),
    deleteCategory: useMutation({
      mutationFn: (categoryId: number) =>
        callApi(deleteContactRoleCategoryContract, { params: { categoryId } }),
      onSuccess,
    }),
    saveRole: useMutation({
      mutationFn: ({ roleId, body }: { roleId?: number; body: ContactRoleFields }) =>
        roleId === undefined
          ? callApi(newContactRoleContract, { body })
          : callApi(updateContactRoleContract, { params: { roleId }, body }),
      onSuccess,
    }),
    deleteRole: useMutation({
      mutationFn: (roleId: number) => callApi(deleteContactRoleContract, { params: { roleId } }),
      onSuccess,
    }),
    createAssociation: useMutation({
      mutationFn: (body: NewContactAssociation) => callApi(newContactAssociationContract, { body }),
      onSuccess,
    }),
    deleteAssociation: useMutation({
      mutationFn: (associationId: number) =>
        callApi(deleteContactAssociationContract, { params: { associationId } }),
      onSuccess,
    }),
  };
}
