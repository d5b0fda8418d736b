/** The council's shared file library. */
import { defineOperation } from '../../laravel/define-operation';
import { notFound } from '../../laravel/errors';
import { paginate } from '../../laravel/paginate';
import { councilFileResource } from '../../resources/councils';
import { acceptUpload } from '../../laravel/uploads';
import { COUNCIL_FILE_TYPES } from '../council-uploads';

export const councilFileOperations = [
  defineOperation('listCouncilFiles', ({ params, query, db, url }) => {
    const search = query.search?.toLowerCase();
    const files = db.councilFiles
      .by('council_id', params.council)
      .filter((file) => !search || file.name.toLowerCase().includes(search))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    const page = paginate(files, url, query);
    return {
      body: { ...page, data: page.data.map((file) => councilFileResource(db, file, url.origin)) },
    };
  }),

  defineOperation('uploadCouncilFile', async ({ params, body, user, db, state, url }) => {
    const upload = acceptUpload(body.file, COUNCIL_FILE_TYPES);
    const file = await db.councilFiles.create({
      ...upload,
      council_id: params.council,
      uploaded_by_id: user!.id,
      created_at: state.now().toISOString(),
    });
    return { status: 201, body: { data: councilFileResource(db, file, url.origin) } };
  }),

  defineOperation('deleteCouncilFile', ({ params, db }) => {
    const file = db.councilFiles.get(params.file);
    if (!file || file.council_id !== params.council) throw notFound();
    db.councilFiles.delete(file.id);
    return {};
  }),
];
