/**
 * The contract operations backend/laravel implements: what the conformance run covers (`--only`).
 * route-list.test.ts checks the list against the app's own `route:list`, so neither drifts.
 */
export const IMPLEMENTED = [
  // auth (Sanctum SPA)
  'getCsrfCookie',
  'login',
  'logout',
  // the account flows Breeze and Fortify ship
  'register',
  'requestRegistration',
  'forgotPassword',
  'resetPassword',
  'verifyEmail',
  // signing in with Microsoft (App\Contracts\MicrosoftIdentity)
  'getMicrosoftRedirect',
  'microsoftCallback',
  // profile
  'getProfile',
  'updateProfile',
  'listProfileAgents',
  'updateProfileAgent',
  'removeProfileAgent',
  'listProfileOrders',
  'listProfileInvitations',
  'acceptProfileInvitation',
  'declineProfileInvitation',
  // dictionaries
  'listCategories',
  'listModels',
  'listRoles',
  'listUserPositions',
  'listTools',
  // the caller's connections to the tools (App\Contracts\ToolOAuthProvider)
  'authorizeTool',
  'toolCallback',
  'callToolFunction',
  'disconnectTool',
  // folders
  'listFolders',
  'createFolder',
  'getFolder',
  'updateFolder',
  'deleteFolder',
  // threads and messages
  'listThreads',
  'createThread',
  'getThread',
  'updateThread',
  'deleteThread',
  'sendThreadMessage',
  'updateThreadMessage',
  'stopThreadMessage',
  'regenerateThreadMessage',
  'uploadThreadFiles',
  'searchMessages',
  // real time
  'authorizeBroadcasting',
  // council users, by role
  'listCouncilUsers',
  'getCouncilUser',
  'inviteCouncilUser',
  'updateCouncilUser',
  'removeCouncilUser',
  'resendCouncilInvitation',
  // the invitee's side of the emailed link
  'getInvitationInfo',
  'acceptInvitation',
  // the chat page's council badge (admins): pending join requests
  'listJoinRequests',
  // asking to join, and the admins' decision
  'requestJoinCouncil',
  'decideJoinRequest',
  // councils: create, search, read, settings; the file library; licences, orders and plans
  'createCouncil',
  'searchCouncils',
  'getCouncil',
  'updateCouncil',
  'listCouncilFiles',
  'uploadCouncilFile',
  'deleteCouncilFile',
  'listCouncilLicences',
  'updateCouncilLicence',
  'listCouncilOrders',
  'listSubscriptions',
  'buySubscription',
  // the council's SharePoint (App\Contracts\SharePointClient) and an agent's folder in it
  'listSharepointDrives',
  'confirmSharepointAuth',
  'browseSharepoint1',
  'browseSharepoint2',
  'browseSharepoint3',
  'linkCouncilAgentSharepoint',
  // paying an order: a card payment intent or a council invoice (App\Contracts\PaymentGateway)
  'setupPayment',
  // help and feedback
  'listHelpPages',
  'sendFeedback',
  // the app store and agent authoring
  'listAgents',
  'createAgent',
  'getAgent',
  'updateAgent',
  'deleteAgent',
  'publishAgent',
  'previewAgent',
  'addAgent',
  'buyAgent',
  'listAgentFiles',
  'uploadAgentFile',
  'deleteAgentFile',
  // the agents a council has
  'listCouncilAgents',
  'updateCouncilAgent',
  'listCouncilAgentUsers',
  'updateCouncilAgentUsers',
  'listCouncilAgentFiles',
  'uploadCouncilAgentFile',
  'deleteCouncilAgentFile',
] as const;
