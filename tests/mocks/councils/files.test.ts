/**
 * The councils area's file library (list, upload, delete), through the app's generated client
 * against the mock backend.
 */
import {
  deleteCouncilFile,
  listCouncilFiles,
  uploadCouncilFile,
} from '@/generated/api/councils/councils';
import { describe, expect, it } from 'vitest';
import { COUNCILS, USERS } from '@mocks/db/seed-ids';
import { failure, signInAs, useMockServer } from '../helpers';
import { file, useStatuses } from '../councils-helpers';

const mock = useMockServer();
const status = useStatuses(mock);
const db = () => mock.state.db;

describe('listCouncilFiles', () => {
  it('lists the library newest first, paged, searchable by name', async () => {
    await signInAs('member@example.com');
    const page = await listCouncilFiles(COUNCILS.northwind);
    expect(page.meta).toMatchObject({ total: 24, per_page: 15, last_page: 2 });
    const times = page.data.map((f) => f.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.data[0]!.url).toMatch(
      new RegExp(`^${location.origin}/storage/council-files/\\d+/`),
    );
    const found = await listCouncilFiles(COUNCILS.northwind, { search: 'POLICY' });
    expect(found.data.map((f) => f.name).sort()).toEqual([
      'Data protection policy.pdf',
      'Grievance policy.docx',
    ]);
  });

  it('answers 403 to a non-member and 422 for a page size over 100', async () => {
    await signInAs('partner@example.com');
    await failure(listCouncilFiles(COUNCILS.northwind), 403);
    await signInAs('demo@example.com');
    await failure(listCouncilFiles(COUNCILS.northwind, { per_page: 500 }), 422);
  });
});

describe('uploadCouncilFile and deleteCouncilFile', () => {
  it('stores an upload with its name, size and type, listed first, and deletes it', async () => {
    await signInAs('manager@example.com');
    const { data } = await uploadCouncilFile(COUNCILS.northwind, {
      file: file(
        'Agenda June.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        4321,
      ),
    });
    expect(status.last()).toBe(201);
    expect(data).toMatchObject({
      council_id: COUNCILS.northwind,
      name: 'Agenda June.docx',
      size: 4321,
      mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      uploaded_by: { id: USERS.manager, name: 'Max Manager' },
    });
    expect((await listCouncilFiles(COUNCILS.northwind)).data[0]!.id).toBe(data.id);
    await expect(deleteCouncilFile(COUNCILS.northwind, data.id)).resolves.toBeUndefined();
    expect(status.last()).toBe(204);
    await failure(deleteCouncilFile(COUNCILS.northwind, data.id), 404);
  });

  it('answers 422 for a type that is not allowed or a file over 20 MB', async () => {
    await signInAs('demo@example.com');
    const type = await failure(
      uploadCouncilFile(COUNCILS.northwind, {
        file: file('setup.exe', 'application/x-msdownload'),
      }),
      422,
    );
    expect(type.errors).toEqual({
      file: [
        'The file field must be a file of type: pdf, doc, docx, xls, xlsx, ppt, pptx, odt, txt, md, csv, rtf, png, jpg.',
      ],
    });
    const big = await failure(
      uploadCouncilFile(COUNCILS.northwind, {
        file: file('big.pdf', 'application/pdf', 20 * 1024 * 1024 + 1),
      }),
      422,
    );
    expect(big.errors).toEqual({
      file: ['The file field must not be greater than 20480 kilobytes.'],
    });
  });

  it('answers 403 to a member and 404 for a file of another council', async () => {
    await signInAs('member@example.com');
    await failure(
      uploadCouncilFile(COUNCILS.northwind, { file: file('notes.txt', 'text/plain') }),
      403,
    );
    await failure(
      deleteCouncilFile(
        COUNCILS.northwind,
        db().councilFiles.by('council_id', COUNCILS.northwind)[0]!.id,
      ),
      403,
    );
    await signInAs('demo@example.com');
    await failure(
      deleteCouncilFile(
        COUNCILS.northwind,
        db().councilFiles.by('council_id', COUNCILS.riverside)[0]!.id,
      ),
      404,
    );
  });
});
