/**
 * The one table of where each area of the product lives. An area is a tag of the contract
 * (`tags:` in openapi/openapi.yaml), and a tag's name is its folder wherever the code is cut by
 * contract: openapi/paths/<tag>, src/generated/api/<tag>, src/generated/zod/<tag>,
 * mocks/handlers/<tag> and tests/mocks/<tag>. The screens, their tests and the journeys are cut by
 * what a user sees, so their folders may carry other names (the payment dialog's screens, tests and
 * journeys are `payments`, its operation's tag is `support`, and the plans it pays for are tested in
 * `account`): this table is where each of those names is tied to its area, and the folders no
 * single area owns are listed in SHARED.
 *
 * tests/build/area-folders.test.ts fails on a folder under src/features, tests/, e2e/,
 * mocks/handlers or openapi/paths that the table does not name, on a name whose folder does not
 * exist, and when the table in docs/architecture.md ("Where each area lives") is not this one's
 * rendering (`npm run docs:areas` writes it).
 *
 * To move a feature folder, change its name here: a name may be a path (`council/users`), and a
 * folder that holds only named folders (`council/`) needs no entry of its own.
 */

/** Where one area's screens, tests and journeys are, beyond its tag's own folders. */
export interface Area {
  /** The contract tag: also its folder in openapi/paths, src/generated, mocks/handlers, tests/mocks. */
  tag: string;
  /** Folders under src/features holding its screens (a feature may serve several tags). */
  features: readonly string[];
  /** Folders under tests/ holding its screens' tests (its mock's tests are in tests/mocks/<tag>). */
  tests: readonly string[];
  /** Folders under e2e/ holding its journeys on the mock. */
  e2e: readonly string[];
}

/** In the contract's order of tags. */
export const AREAS: readonly Area[] = [
  { tag: 'auth', features: ['auth'], tests: [], e2e: [] },
  {
    tag: 'profile',
    features: ['settings', 'council/console/orders'],
    tests: ['account'],
    e2e: ['account'],
  },
  { tag: 'agents', features: ['agents'], tests: ['agents'], e2e: ['agents'] },
  {
    tag: 'council-users',
    features: ['council/console/users'],
    tests: ['councils'],
    e2e: ['councils'],
  },
  { tag: 'dictionaries', features: [], tests: [], e2e: [] },
  { tag: 'threads', features: ['chat'], tests: ['chat'], e2e: ['chat'] },
  { tag: 'folders', features: ['chat'], tests: ['chat'], e2e: ['chat'] },
  {
    tag: 'licences',
    features: ['council/console/licences'],
    tests: ['councils'],
    e2e: ['councils'],
  },
  {
    tag: 'subscriptions',
    features: ['subscriptions'],
    tests: ['account'],
    e2e: ['account', 'payments'],
  },
  {
    tag: 'councils',
    features: [
      'council/join',
      'council/gate',
      'council/switcher',
      'council/console/ui',
      'council/console/management',
      'council/console/orders',
    ],
    tests: ['councils'],
    e2e: ['councils', 'payments'],
  },
  {
    tag: 'council-agents',
    features: ['council/console/management'],
    tests: ['councils'],
    e2e: ['councils'],
  },
  {
    tag: 'sharepoint',
    features: ['council/console/management'],
    tests: ['councils'],
    e2e: ['councils'],
  },
  { tag: 'tools', features: ['settings'], tests: ['account'], e2e: ['account'] },
  {
    tag: 'support',
    features: ['feedback', 'help', 'payments'],
    tests: ['account', 'payments'],
    e2e: ['account', 'payments'],
  },
  {
    tag: 'realtime',
    features: ['live-updates'],
    tests: ['live-updates', 'realtime'],
    e2e: ['realtime'],
  },
];

/** Folders that belong to no one area, by where they are, each with what it holds. */
export const SHARED: Readonly<
  Record<'features' | 'tests' | 'e2e', Readonly<Record<string, string>>>
> = {
  features: {
    empty: 'the page shown when there is nothing yet (no chats, no agents)',
  },
  tests: {
    app: 'the shell: routes, guards, the session, navigation, refreshes',
    build: 'the build, the stages of `npm test` and the project’s own rules',
    contract: 'the contract itself: its operations, promises, sentences and path folders',
    docs: 'the docs: links, anchors, scripts named, figures',
    http: 'the HTTP client',
    mocks: 'the mock backend: its operations’ tests in `tests/mocks/<tag>`, its core beside them',
    support: 'what the tests share: clock, waits, temporary folders',
    ui: 'the shared parts of src/components and src/hooks',
  },
  e2e: {
    a11y: 'axe-core on every screen',
    config: 'the Playwright projects',
    demo: 'the demo build’s strip',
    laravel: 'journeys against the Laravel backend (project `laravel`)',
    layout: 'layout at each width',
    network: 'journeys over the network (project `network`)',
    shell: 'the frame: sign-in and its guards, the no-council gate, the header',
    'shell-defects': 'the frame’s and the chat’s past defects',
    'slow-device': 'journeys on a slowed CPU (projects `slow-cpu-4x`, `slow-cpu-6x`)',
    'static-host': 'the demo served from a sub-path, as GitHub Pages would',
  },
};
