// The ceiling of bench/catalog.ts's wrk rows: a bare node:http server sending
// the shop's own answers (status, headers and gzipped bytes, captured from the
// shop) with nothing else done per request. Run as a process of its own:
//   node bench/bare-http-server.ts <answers.json>
// where answers.json maps a path to { headers: [name, value, ...], body: base64 }.
// Prints the port it listens on (127.0.0.1) on stdout, then serves until killed.
import { readFileSync } from 'node:fs';
import http from 'node:http';

interface Answer {
  headers: string[];
  body: string;
}

const answers = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Record<string, Answer>).map(([path, answer]) => [
    path,
    { headers: answer.headers, body: Buffer.from(answer.body, 'base64') },
  ]),
);

const server = http.createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, answer.headers);
  response.end(answer.body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
