/**
 * Linking a SharePoint folder to a council agent (tag council-agents): the folder must exist in a
 * drive of the council's connected SharePoint (../sharepoint/sharepoint.ts).
 */
import { defineOperation } from '../../laravel/define-operation';
import { invalid } from '../../laravel/errors';
import { councilAgentResource } from '../../resources/councils';
import { connectedDrives, folderExists } from '../sharepoint/sharepoint';
import { changeCouncilAgent, councilAgentFor } from './council-agents';

export const councilAgentSharepointOperations = [
  defineOperation('linkCouncilAgentSharepoint', async ({ params, body, db, state }) => {
    const row = councilAgentFor(db, params.council, params.agent, state.now());
    const drive = connectedDrives(db, params.council).find((d) => d.drive_id === body.drive);
    if (!drive) throw invalid('drive', 'The drive does not exist.');
    const path = body.path.length > 1 ? body.path.replace(/\/+$/, '') : body.path;
    if (!folderExists(db, params.council, drive.drive_id, path))
      throw invalid('path', 'The folder does not exist in this drive.');
    const saved = await changeCouncilAgent(state, row, {
      sharepoint_drive: drive.drive_id,
      sharepoint_path: path,
    });
    return { body: { data: councilAgentResource(db, saved) } };
  }),
];
