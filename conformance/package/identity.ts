/**
 * Which contract this runner carries: its `info.version` and the SHA-256 of the bundled OpenAPI
 * document and of the AsyncAPI file, so a team knows what it checked its backend against. The
 * single-file build (conformance/build/) fixes these at build time; from the sources they are read
 * from the files the sources read.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

export interface ContractIdentity {
  version: string;
  title: string;
  openapiSha256: string;
  asyncapiSha256: string;
}

/** Set by the build (esbuild `define`); absent when the runner runs from its TypeScript sources. */
declare const __COUNCIL_CONTRACT_IDENTITY__: ContractIdentity | undefined;

export const OPENAPI_PATH = 'src/generated/openapi.json';
export const ASYNCAPI_PATH = 'openapi/asyncapi.yaml';

export const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

export function identityOf(openapiText: string, asyncapiText: string): ContractIdentity {
  const info = (JSON.parse(openapiText) as { info: { version: string; title: string } }).info;
  return {
    version: info.version,
    title: info.title,
    openapiSha256: sha256(openapiText),
    asyncapiSha256: sha256(asyncapiText),
  };
}

export function contractIdentity(): ContractIdentity {
  if (typeof __COUNCIL_CONTRACT_IDENTITY__ !== 'undefined') return __COUNCIL_CONTRACT_IDENTITY__;
  return identityOf(readFileSync(OPENAPI_PATH, 'utf8'), readFileSync(ASYNCAPI_PATH, 'utf8'));
}

/** Whether this is the single built file (true) or the TypeScript sources run by tsx (false). */
export const isBuilt = () => typeof __COUNCIL_CONTRACT_IDENTITY__ !== 'undefined';

export function versionText(identity: ContractIdentity = contractIdentity()): string {
  return [
    `council-conformance ${identity.version} (${identity.title})`,
    `contract openapi.json sha256 ${identity.openapiSha256}`,
    `contract asyncapi.yaml sha256 ${identity.asyncapiSha256}`,
  ].join('\n');
}
