import type { Readable } from 'node:stream';
import {
  allows,
  employeesAccess,
  type EmployeeDetail,
  type EmployeeFilters,
  type EmployeeList,
  type EmployeeListQuery,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { replacePhoto, type FileStore, type UploadedFile } from '../../plugins/files.ts';
import { siteScopeOf, type Tenancy } from '../tenancy/index.ts';
import type { EmployeesRepository } from './employees.repository.ts';

const notAnImage = () =>
  new AppError('EMPLOYEE_PHOTO_NOT_VALID', {
    fields: [{ path: 'file', message: 'Carica un’immagine JPEG, PNG o WebP' }],
  });

/**
 * The people on the sites within the caller's reach (issue 28): customers see what the badge the law
 * requires shows and the sites they work on, never private data; staff see everyone, private data too,
 * and set their photos.
 */
export function createEmployeesService(deps: {
  repository: EmployeesRepository;
  tenancy: Tenancy;
  files: FileStore;
}) {
  const { repository } = deps;
  const mayRead = (auth: AuthContext) => {
    if (!allows(employeesAccess.rules.read, auth)) throw new AppError('FORBIDDEN');
  };

  return {
    async list(auth: AuthContext, query: EmployeeListQuery): Promise<EmployeeList> {
      mayRead(auth);
      if (query.siteCode !== undefined)
        await deps.tenancy.findVisibleSite(auth, query.siteCode, employeesAccess.rules.read);
      return repository.list(siteScopeOf(auth), query);
    },

    async filters(auth: AuthContext): Promise<EmployeeFilters> {
      mayRead(auth);
      return repository.filters(siteScopeOf(auth));
    },

    async detail(auth: AuthContext, employeeId: number): Promise<EmployeeDetail> {
      mayRead(auth);
      const employee = await repository.detail(siteScopeOf(auth), employeeId);
      if (!employee) throw new AppError('EMPLOYEE_NOT_FOUND');
      return { ...employee, privateData: auth.kind === 'staff' ? employee.privateData : null };
    },

    async openPhoto(
      auth: AuthContext,
      employeeId: number,
    ): Promise<{ stream: Readable; sizeBytes: number; contentType: string; filename: string }> {
      mayRead(auth);
      const photo = await repository.photo(siteScopeOf(auth), employeeId);
      const file = photo ? await deps.files.open(photo.storageKey) : null;
      if (!photo || !file) throw new AppError('EMPLOYEE_PHOTO_NOT_FOUND');
      const extension = photo.storageKey.split('.').at(-1) ?? 'bin';
      return { ...file, contentType: photo.contentType, filename: `foto-${employeeId}.${extension}` };
    },

    async savePhoto(employeeId: number, file: UploadedFile): Promise<{ photoUrl: string }> {
      await replacePhoto(deps.files, file, (photo) => repository.setPhoto(employeeId, photo), {
        notAnImage,
        missing: () => new AppError('EMPLOYEE_NOT_FOUND'),
      });
      return { photoUrl: `/api/employees/${employeeId}/photo` };
    },
  };
}

export type EmployeesService = ReturnType<typeof createEmployeesService>;
