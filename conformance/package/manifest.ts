/** The npm package around the single file: a `council-conformance` bin and no dependencies at all. */
import type { ContractIdentity } from './identity';

export function packageManifest(identity: ContractIdentity) {
  return {
    name: 'council-conformance',
    version: identity.version,
    description: `Checks a Laravel + Sanctum backend against the ${identity.title} contract ${identity.version} (openapi.json sha256 ${identity.openapiSha256}).`,
    license: 'UNLICENSED',
    type: 'module',
    bin: { 'council-conformance': 'council-conformance.mjs' },
    files: ['council-conformance.mjs', 'README.md'],
    engines: { node: '>=20' },
    // Everything the runner needs is inside the file.
    dependencies: {},
  };
}

export function packageReadme(identity: ContractIdentity): string {
  return `# council-conformance ${identity.version}

Checks a running Laravel + Sanctum backend against the ${identity.title} contract ${identity.version}
(openapi.json sha256 \`${identity.openapiSha256}\`), carried inside \`council-conformance.mjs\`.

    npx ./council-conformance-${identity.version}.tgz --base-url http://127.0.0.1:8000
    node council-conformance.mjs --help

Node 20 or later; nothing else to install.
`;
}
