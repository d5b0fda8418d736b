import { describe, expect, it } from 'vitest';
import { operationOfCall } from './warm-schemas';

describe('the operation of a held call', () => {
  const here = 'http://demo.test/council-chat/chat';
  it('is found under the API root, whether the root is an origin, a base path or both', () => {
    expect(
      operationOfCall('GET', '/council-chat/api/profile', '/council-chat', here)?.operationId,
    ).toBe('getProfile');
    expect(operationOfCall('GET', 'http://demo.test/api/folders', '', here)?.operationId).toBe(
      'listFolders',
    );
    expect(
      operationOfCall(
        'GET',
        'http://api.test/api/threads?folder_id=none&per_page=50',
        'http://api.test',
        here,
      )?.tag,
    ).toBe('threads');
    expect(
      operationOfCall('POST', 'http://api.test/base/api/folders', 'http://api.test/base', here)
        ?.operationId,
    ).toBe('createFolder');
  });

  it('is none outside the API root or for a path the contract does not have', () => {
    expect(
      operationOfCall('GET', 'http://other.test/api/profile', 'http://api.test', here),
    ).toBeUndefined();
    expect(operationOfCall('GET', '/elsewhere/api/profile', '/council-chat', here)).toBeUndefined();
    expect(
      operationOfCall('GET', '/council-chat/api/no-such-route', '/council-chat', here),
    ).toBeUndefined();
  });
});
