/** `npm run openapi`: writes the OpenAPI document the code gives to docs/openapi.json. */
import path from 'node:path';
import {
  committedDocumentPath,
  generateOpenApiDocument,
  writeCommittedDocument,
} from './openapi-document.ts';

await writeCommittedDocument(await generateOpenApiDocument());
console.log(`Wrote ${path.relative(process.cwd(), committedDocumentPath)}`);
