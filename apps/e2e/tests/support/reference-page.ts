import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A page that never changes, loaded by Lighthouse beside the pages it judges, to tell how fast this
 * machine loads a page at that moment (decision 007, revision of 2026-11-28). Its script is shaped like
 * an app's first screen: a bundle of small functions to download, compile and run, then a few thousand
 * elements to style and lay out. Nothing in it depends on the portal, so only the machine can make it
 * slower.
 */
function referenceScript(): string {
  const lines: string[] = [];
  for (let index = 0; index < 3_000; index += 1) {
    lines.push(
      `function part${index}(seed){const record={id:seed,label:'voce ${index}',values:[seed,seed*2,${index}]};` +
        `return record.values.reduce((sum,value)=>sum+value,0)+record.label.length}`,
    );
  }
  const calls = Array.from({ length: 3_000 }, (_, index) => `part${index}`).join(',');
  lines.push(
    `const total=[${calls}].reduce((sum,part,index)=>sum+part(index),0);`,
    `const list=document.createElement('ul');`,
    `for(let index=0;index<2500;index+=1){const item=document.createElement('li');` +
      `item.className='voce-'+(index%9);item.style.padding=(index%4)+'px';` +
      `item.textContent='Voce '+index+' di '+total;list.append(item)}`,
    `document.querySelector('main').append(list);`,
    `document.querySelector('h1').textContent='Pagina di riferimento: '+list.getBoundingClientRect().height;`,
  );
  return lines.join('\n');
}

const referenceHtml = `<!doctype html>
<html lang="it">
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Riferimento</title>
  <style>.voce-0,.voce-3{font-weight:bold}.voce-1{color:#333}li{display:flex;gap:4px}</style></head>
  <body><h1>Pagina di riferimento</h1><main></main><script src="/reference.js"></script></body>
</html>`;

/** Serves the reference page on a free port of 127.0.0.1; returns its address and how to stop it. */
export async function startReferencePage(): Promise<{ url: string; close: () => Promise<void> }> {
  const script = referenceScript();
  const server = createServer((request, response) => {
    const isScript = request.url === '/reference.js';
    response.writeHead(200, {
      'content-type': isScript ? 'text/javascript' : 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(isScript ? script : referenceHtml);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
