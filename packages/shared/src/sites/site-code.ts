/** A site code: UB and six digits, e.g. UB000123. Anything else answers 400 'Invalid siteCode'. */
export const siteCodePattern = /^UB\d{6}$/;
export const isSiteCode = (value: string): boolean => siteCodePattern.test(value);

/** A job order (commessa) code, e.g. C2024-0001. Anything else answers 400 'Missing jobTaskId'. */
export const jobTaskIdPattern = /^[A-Za-z0-9][A-Za-z0-9-]{0,23}$/;

/** A customer code, e.g. CL0001. Anything else answers 400 'Missing customerCode'. */
export const customerCodePattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,15}$/;
