/**
 * `npm run compliance:verify`: recomputes every row of the compliance archive and its hash chain
 * (`verifyArchive`; docs/requirements.md#decision-compliance-archive) in the site database the
 * site uses (`.env`, then SITE_DATABASE_PATH or DATABASE_URL). Exit 0 printing the rows checked
 * and the last row's hash; exit 1 printing the problems, the first naming the first bad row; exit
 * 2 when the configuration is invalid or the database cannot be opened.
 */
import { verifyArchive } from '../archive.js';
import { openFromEnvironment } from './open.js';

const { site, store } = await openFromEnvironment();
try {
  const result = await verifyArchive(store);
  if (result.ok) {
    console.log(`Compliance archive verified: ${result.rows} rows checked${result.head ? `, last row hash ${result.head}` : ''}`);
  } else {
    console.error(`Compliance archive FAILED verification (${result.rows} rows checked):`);
    for (const problem of result.problems) console.error(`  ${problem}`);
    process.exitCode = 1;
  }
} finally {
  await site.close();
}
