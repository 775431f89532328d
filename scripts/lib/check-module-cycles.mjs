// Refuses import cycles between domains: server modules (server/src/modules/<domain>), web features
// (web/src/features/<domain>) and shared domains (shared/src/<domain>). A cycle between two domains means
// neither can change alone; dependencies between domains must go one way. Part of `pnpm lint`.
// dependency-cruiser reads the imports (type-only ones too); this script folds files into their domain.
import { cruise } from 'dependency-cruiser';

const roots = ['server/src', 'web/src', 'shared/src'];
const domainPatterns = [
  [/^server\/src\/modules\/([^/]+)\//, 'server'],
  [/^web\/src\/features\/([^/]+)\//, 'web'],
  [/^shared\/src\/([^/]+)\//, 'shared'],
];

function domainOf(file) {
  for (const [pattern, tier] of domainPatterns) {
    const match = pattern.exec(file);
    if (match) return `${tier}:${match[1]}`;
  }
  return null;
}

const result = await cruise(roots, {
  tsPreCompilationDeps: true,
  doNotFollow: { path: 'node_modules' },
  exclude: { path: ['\\.test\\.tsx?$', '/testing/', 'node_modules'] },
});

/** domain → domain → one importing file and the file it imports, to name the edge in the message. */
const edges = new Map();
for (const module of result.output.modules) {
  const from = domainOf(module.source);
  if (!from) continue;
  for (const dependency of module.dependencies) {
    const to = domainOf(dependency.resolved);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${module.source} → ${dependency.resolved}`);
  }
}

// Tarjan's strongly connected components: every component with more than one domain is a cycle.
let counter = 0;
const index = new Map();
const lowLink = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function visit(domain) {
  index.set(domain, counter);
  lowLink.set(domain, counter);
  counter++;
  stack.push(domain);
  onStack.add(domain);
  for (const next of edges.get(domain)?.keys() ?? []) {
    if (!index.has(next)) {
      visit(next);
      lowLink.set(domain, Math.min(lowLink.get(domain), lowLink.get(next)));
    } else if (onStack.has(next)) {
      lowLink.set(domain, Math.min(lowLink.get(domain), index.get(next)));
    }
  }
  if (lowLink.get(domain) === index.get(domain)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== domain);
    if (component.length > 1) cycles.push(component);
  }
}
for (const domain of edges.keys()) if (!index.has(domain)) visit(domain);

if (cycles.length === 0) {
  console.log(`No import cycles between domains (${result.output.summary.totalCruised} files).`);
} else {
  console.error('Import cycles between domains (make the dependency go one way):');
  for (const component of cycles) {
    console.error(`\n  ${component.join(' ⇄ ')}`);
    for (const from of component) {
      for (const [to, example] of edges.get(from) ?? []) if (component.includes(to)) console.error(`    ${from} → ${to}: ${example}`);
    }
  }
  process.exitCode = 1;
}
