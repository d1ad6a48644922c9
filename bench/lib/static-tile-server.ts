/**
 * The tile-serving baseline: the least a server can do to answer a tile, node:http streaming the
 * file from disk with the same headers the API sends, no framework, no session. Run as its own
 * process (like the API) and prints `ready` once listening:
 *   node --import tsx bench/lib/static-tile-server.ts <tiles folder> <port>
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';

const [root, port] = process.argv.slice(2);
if (!root || !port) throw new Error('usage: static-tile-server.ts <tiles folder> <port>');

createServer((req, res) => {
  const match = /^\/tiles\/(\d{1,2})\/(\d{1,6}_\d{1,6}\.jpeg)$/.exec(req.url ?? '');
  if (!match) return void res.writeHead(404).end();
  const path = join(root, match[1]!, match[2]!);
  stat(path).then(
    ({ size }) => {
      res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': size, 'Cache-Control': 'private, max-age=31536000, immutable' });
      createReadStream(path).pipe(res);
    },
    () => res.writeHead(404).end(),
  );
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
