import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images, fonts in woff2 and archives are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map|wasm)$/i;

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `name.br` and `name.gz` beside every compressible file of `folder`, at the strongest levels:
 * done once at build time, so the server only picks the variant the browser accepts
 * (apps/api/src/plugins/web-app.ts). A variant that would not be smaller than the file is not written,
 * and the server then sends the file itself.
 */
export async function precompressFolder(folder: string) {
  const files = (await listFiles(folder)).filter((file) => compressible.test(file));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [brotlied, gzipped] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: (await stat(file)).size,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      for (const [variant, extension] of [
        [brotlied, '.br'],
        [gzipped, '.gz'],
      ] as const) {
        if (variant.length >= content.length) continue;
        await writeFile(file + extension, variant);
        written += 1;
      }
    }),
  );
  return { files: files.length, written };
}

/** The build's output, precompressed once every file (the public folder's too) is written. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  let written = false;
  return {
    name: 'portale:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      written = true;
    },
    // After writeBundle: by then Vite has copied the public folder as well.
    async closeBundle() {
      if (!written) return;
      const result = await precompressFolder(outDir);
      this.info(`precompressed ${result.files} files into ${result.written} .br and .gz variants`);
    },
  };
}
