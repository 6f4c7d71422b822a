import packageJson from '../package.json' with { type: 'json' };

export const apiVersion: string = packageJson.version;
