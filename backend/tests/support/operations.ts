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
