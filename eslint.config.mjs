import { readdirSync } from "node:fs";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";
import { FEATURE_GRAPH, featureCycle } from "./src/features/feature-graph.mjs";

// The layout of the house (README, "Architecture"), enforced:
// - lib/ and components/ui/ know no feature, no database and no route;
// - db/ knows no feature and no route;
// - a feature reaches another feature only through its public seams: `features/<name>/index.ts`
//   (safe on client and server) and `features/<name>/server/index.ts` (server-only services);
// - a feature imports only the features src/features/feature-graph.mjs allows it, and that graph has
//   no cycle (this file refuses to load one), so features form layers with a direction;
// - no import cycles between modules either (checked by madge in `npm run lint`: eslint-plugin-import's
//   no-cycle took 75 s here, madge 3 s);
// - configuration is read only in `lib/config.ts` (and `lib/public-config.ts`, the browser's share).
const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const unlisted = features.filter((name) => !(name in FEATURE_GRAPH));
if (unlisted.length)
  throw new Error(`Add ${unlisted.join(", ")} to src/features/feature-graph.mjs with the features it may import.`);
const cycle = featureCycle(FEATURE_GRAPH);
if (cycle) throw new Error(`src/features/feature-graph.mjs has a cycle: ${cycle}. Features must form layers.`);

// every arrow the graph does not list, one zone each
const graphZones = features.flatMap((name) =>
  features
    .filter((other) => other !== name && !FEATURE_GRAPH[name].includes(other))
    .map((other) => ({
      target: `./src/features/${name}`,
      from: `./src/features/${other}`,
      message: `${name} may not import ${other}: src/features/feature-graph.mjs lists what each feature may import.`,
    })),
);

const seamZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: "./src/features",
  except: [
    `./${name}`,
    ...features
      .filter((other) => other !== name)
      .flatMap((other) => [`./${other}/index.ts`, `./${other}/server/index.ts`]),
  ],
  message: "Import another feature only through its seam: '@/features/<name>' or '@/features/<name>/server'.",
}));

const layerZones = [
  { target: "./src/lib", from: "./src/features", message: "lib/ is domain-free: it imports no feature." },
  { target: "./src/lib", from: "./src/db", message: "lib/ is domain-free: it imports no database module." },
  { target: "./src/lib", from: "./src/app", message: "lib/ imports no route." },
  { target: "./src/components/ui", from: "./src/features", message: "Shared widgets import no feature." },
  { target: "./src/components/ui", from: "./src/db", message: "Shared widgets import no database module." },
  { target: "./src/components/ui", from: "./src/app", message: "Shared widgets import no route." },
  { target: "./src/db", from: "./src/features", message: "db/ imports no feature." },
  { target: "./src/db", from: "./src/app", message: "db/ imports no route." },
  { target: "./src/features", from: "./src/app", message: "Features import no route: app/ composes features." },
];

const config = [
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    ignores: [
      ".next/**",
      "dist/**",
      "node_modules/**",
      "data/**",
      "data-*/**",
      "drizzle/**",
      "next-env.d.ts",
      "public/**",
    ],
  },
  {
    files: ["src/**/*.{ts,tsx}"],

    rules: {
      "import/no-restricted-paths": ["error", { zones: [...layerZones, ...seamZones, ...graphZones] }],
      // `const { id, ...rest } = row` is how a copy leaves fields out
      "@typescript-eslint/no-unused-vars": ["warn", { ignoreRestSiblings: true }],
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: "Read configuration through '@/lib/config' (one validated module), not process.env.",
        },
      ],
    },
  },
  {
    // the one module that reads the environment, and the browser's share of it: Next inlines
    // NEXT_PUBLIC_* and NODE_ENV into client bundles only where process.env.X is written literally
    files: ["src/lib/config.ts", "src/lib/public-config.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    // Drizzle stays in features/*/server (and a feature's rooms' server/, features/*/*/server) and db/
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/features/*/server/**", "src/features/*/*/server/**", "src/db/**", "src/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["drizzle-orm", "drizzle-orm/*"], message: "Only features/*/server and db/ touch Drizzle." },
            {
              group: ["@/db/schema", "@/db/schema/*", "@/db/client"],
              message: "Only features/*/server and db/ touch the database.",
            },
          ],
        },
      ],
    },
  },
];

export default config;
