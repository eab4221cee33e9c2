/**
 * `npm run bench:bundle` (after `npm run build`): the gzip JavaScript of each budgeted page's
 * first visit, chunk by chunk, against its limit in bench/js-budgets.json; exits 1 when a page is
 * over, when a client chunk holds the ICU message compiler (docs/decisions/068), or when a first
 * visit carries a catalog part in another language than English (docs/decisions/076). `-- --write-baseline` stores today's chunk sizes as the baseline a failure compares with
 * (do that when you set a limit; docs/decisions/066).
 */
import {
  baselineOf,
  describeGrowth,
  formatRoute,
  measureRoute,
  modulesKeptOut,
  otherLanguagesOnFirstVisit,
  pagesCarryingOtherLanguages,
  readBudgets,
  readBuild,
  writeBudgets,
} from './js-budget.ts';

const build = readBuild('dist/client');
const budgets = readBudgets();
const measured = budgets.map((budget) => measureRoute(build, budget));
const over = measured.filter((route) => route.totalBytes > route.budget.limitKb * 1024);
const keptOut = modulesKeptOut(build);
const otherLanguages = [
  ...measured.flatMap((route) => otherLanguagesOnFirstVisit(route).map((module) => `${route.budget.name}: ${module}`)),
  ...pagesCarryingOtherLanguages(build),
];

for (const route of measured) console.log(`${formatRoute(route)}\n`);
for (const route of over) console.log(`OVER BUDGET\n${describeGrowth(route)}\n`);
if (keptOut.length > 0) {
  console.log(`THE MESSAGE COMPILER IS IN THE CLIENT (the build compiles the catalogs):\n${keptOut.join('\n')}\n`);
}

if (otherLanguages.length > 0) {
  console.log(
    `A FIRST VISIT CARRIES ANOTHER LANGUAGE'S MESSAGES (docs/decisions/076):\n${otherLanguages.join('\n')}\n`,
  );
}

if (process.argv.includes('--write-baseline')) {
  await writeBudgets(measured.map((route) => ({ ...route.budget, baseline: baselineOf(route) })));
  console.log('Wrote the baseline of each page to bench/js-budgets.json.');
}
process.exitCode = over.length > 0 || keptOut.length > 0 || otherLanguages.length > 0 ? 1 : 0;
