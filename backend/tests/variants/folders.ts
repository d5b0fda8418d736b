/** Folder mistakes: policies, mass assignment, rules, status codes. */
import type { Variant } from './variant';

export const FOLDER_VARIANTS: Variant[] = [
  {
    name: 'folder-policy-line-missing',
    mistake: "FolderController::show lost its `Gate::authorize('view', $folder)`",
    edits: [
      {
        file: 'app/Http/Controllers/FolderController.php',
        find: "        Gate::authorize('view', $folder);\n",
        replace: '',
      },
    ],
    only: ['getFolder'],
    caughtBy: [{ operationId: 'getFolder', check: 'authorization-foreign' }],
  },
  {
    name: 'folder-fillable-too-wide',
    mistake:
      "the folder update trusts the request (`$request->all()`) and Folder's `$fillable` lists `user_id`",
    edits: [
      {
        file: 'app/Models/Folder.php',
        find: "protected $fillable = ['name'];",
        replace: "protected $fillable = ['name', 'user_id'];",
      },
      {
        file: 'app/Http/Controllers/FolderController.php',
        find: '$folder->update($request->validated());',
        replace: '$folder->update($request->all());',
      },
    ],
    only: ['createFolder', 'updateFolder'],
    caughtBy: [{ operationId: 'updateFolder', check: 'mass-assignment' }],
  },
  {
    name: 'folder-name-max-rule-dropped',
    mistake: "StoreFolderRequest lost `max:100` (SQLite does not enforce the column's length)",
    edits: [
      {
        file: 'app/Http/Requests/StoreFolderRequest.php',
        find: "'name' => ['required', 'string', 'min:1', 'max:100',",
        replace: "'name' => ['required', 'string', 'min:1',",
      },
    ],
    only: ['createFolder'],
    caughtBy: [{ operationId: 'createFolder', check: 'negative-body' }],
  },
  {
    name: 'folder-delete-answers-200',
    mistake: 'deleting a folder answers 200 with a message instead of 204 No Content',
    edits: [
      {
        file: 'app/Http/Controllers/FolderController.php',
        find: '        $folder->delete();\n\n        return response()->noContent();',
        replace:
          "        $folder->delete();\n\n        return response()->json(['message' => 'Folder deleted.']);",
      },
    ],
    only: ['deleteFolder'],
    caughtBy: [{ operationId: 'deleteFolder', check: 'response-conforms' }],
  },
];
