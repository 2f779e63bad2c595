/**
 * `npm run workbench:user -- --email … --name … --role author|principal`: creates a workbench user
 * (issue 41 item 4; compliance/README.md) in the site database the workbench uses (`.env`, then
 * SITE_DATABASE_PATH or DATABASE_URL). `--set-password` (with `--email` only) gives an existing
 * user a new password and ends their sessions. The password is never an argument (it would stay
 * in the shell's history and the process list): `--password-stdin` reads it from standard input
 * (one line), otherwise it is asked twice on the terminal without echo. It is never printed or
 * logged. Exit 0 done; 1 with the reason for bad input (a short password, a duplicate e-mail);
 * 2 when the configuration is invalid or the database cannot be opened.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { ComplianceInputError } from '../errors.js';
import { createUser, setPassword, type Role } from '../users.js';
import { openFromEnvironment } from './open.js';

const USAGE =
  'Usage: npm run workbench:user -- --email EMAIL --name NAME --role author|principal [--password-stdin]\n' +
  '       npm run workbench:user -- --email EMAIL --set-password [--password-stdin]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let values: { email?: string; name?: string; role?: string; 'password-stdin'?: boolean; 'set-password'?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
      'set-password': { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  }));
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
}
if (!values.email || (!values['set-password'] && (!values.name || !values.role))) fail(USAGE);

/** Standard input to its end, less one trailing line break. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Asks on the terminal without echoing what is typed. */
function askHidden(prompt: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(prompt, (answer) => {
      rl.close();
      process.stderr.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function readPassword(): Promise<string> {
  if (values['password-stdin']) return readStdin();
  if (!process.stdin.isTTY) fail('No terminal to ask the password on: pipe it with --password-stdin');
  const first = await askHidden('Password: ');
  const second = await askHidden('Password again: ');
  if (first !== second) fail('The passwords do not match');
  return first;
}

const password = await readPassword();
const { site, store } = await openFromEnvironment();
try {
  if (values['set-password']) {
    const user = await setPassword(store, { email: values.email, password });
    console.log(`New password set for ${user.name} <${user.email}>; their sessions are signed out`);
  } else {
    const user = await createUser(store, { email: values.email, name: values.name!, role: values.role as Role, password });
    console.log(`Created ${user.role} ${user.name} <${user.email}> (id ${user.id})`);
  }
} catch (error) {
  if (error instanceof ComplianceInputError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await site.close();
}
