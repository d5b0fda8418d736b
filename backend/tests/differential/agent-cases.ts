/**
 * The app store, agent authoring and a council's agents: refusals and 422s that do not depend on
 * which agents each seed has (unknown agents, rules, roles).
 */
import { casesOf, long, textFiles, type Case } from './case';

const aFile = textFiles(1).map((file) => ({ ...file, field: 'file' }));
const agent = { name: 'Tree Officer', description: 'Answers questions about trees.' };

export const AGENT_CASES: Case[] = [
  ...casesOf('listAgents', 'member', 'GET /api/agents', [
    ['per_page too big', { query: { per_page: 101 } }],
    ['pricing neither free nor paid', { query: { pricing: 'cheap' } }],
    ['an unknown scope', { query: { scope: 'everyone' } }],
    ['an unknown status', { query: { status: 'archived' } }],
    ['category id not a number', { query: { category_id: 'abc' } }],
    ['search too long', { query: { search: long(256) } }],
  ]),
  ...casesOf('createAgent', 'member', 'POST /api/agents', [
    ['nothing sent', { json: {} }],
    ['name and description too long', { json: { name: long(101), description: long(1001) } }],
    ['name not a string', { json: { ...agent, name: 12 } }],
    [
      'an unknown category and model',
      { json: { ...agent, category_id: 999999, model_id: 999999 } },
    ],
    ['paid without a price or currency', { json: { ...agent, pricing: 'paid' } }],
    ['a price on a free agent', { json: { ...agent, price: 500, currency: 'GBP' } }],
    ['a price too low', { json: { ...agent, pricing: 'paid', price: 99, currency: 'GBP' } }],
    ['a price too high', { json: { ...agent, pricing: 'paid', price: 10000001, currency: 'GBP' } }],
    [
      'a price not a whole number',
      { json: { ...agent, pricing: 'paid', price: 'lots', currency: 'GBP' } },
    ],
    ['an unknown currency', { json: { ...agent, pricing: 'paid', price: 1000, currency: 'JPY' } }],
    ['an unknown pricing', { json: { ...agent, pricing: 'cheap' } }],
    ['tools not a list', { json: { ...agent, tools: 'slack' } }],
    ['an unknown tool', { json: { ...agent, tools: ['no-such-tool'] } }],
    ['instructions too long', { json: { ...agent, instructions: long(20001) } }],
    ['an unknown council', { json: { ...agent, council_id: 999999 } }],
    ['for a council the caller does not manage', { json: { ...agent, council_id: '{council}' } }],
  ]),
  ...casesOf('getAgent', 'member', 'GET /api/agents/999999', [['an unknown agent']]),
  ...casesOf('updateAgent', 'demo', 'PUT /api/agents/999999', [
    ['an unknown agent', { json: { name: 'Mine' } }],
  ]),
  ...casesOf('deleteAgent', 'demo', 'DELETE /api/agents/999999', [['an unknown agent']]),
  ...casesOf('publishAgent', 'demo', 'POST /api/agents/999999/publish', [['an unknown agent']]),
  ...casesOf('previewAgent', 'demo', 'POST /api/agents/999999/preview', [
    ['an unknown agent', { json: { content: 'Hello' } }],
  ]),
  ...casesOf('addAgent', 'demo', 'POST /api/agents/999999/add', [['an unknown agent']]),
  ...casesOf('buyAgent', 'demo', 'POST /api/agents/999999/buy', [
    ['an unknown agent', { json: {} }],
  ]),
  ...casesOf('listAgentFiles', 'demo', 'GET /api/agents/999999/files', [['an unknown agent']]),
  ...casesOf('uploadAgentFile', 'demo', 'POST /api/agents/999999/files', [
    ['an unknown agent', { files: aFile }],
  ]),
  ...casesOf('deleteAgentFile', 'demo', 'DELETE /api/agents/999999/files/999999', [
    ['an unknown agent'],
  ]),
  ...casesOf('listCouncilAgents', 'member', 'GET /api/councils/{joinCouncil}/agents', [
    ['not a member'],
  ]),
  ...casesOf('updateCouncilAgent', 'demo', 'PUT /api/councils/{council}/agents/999999', [
    ['a plain member', { json: { is_enabled: true } }, { actor: 'member' }],
    ['an agent the council does not have', { json: { is_enabled: true } }],
    ['is_enabled not a boolean', { json: { is_enabled: 'perhaps' } }],
    ['instructions too long', { json: { instructions: long(10001) } }],
  ]),
  ...casesOf('listCouncilAgentUsers', 'member', 'GET /api/councils/{council}/agents/999999/users', [
    ['an agent the council does not have', {}],
    ['not a member', {}, { route: 'GET /api/councils/{joinCouncil}/agents/999999/users' }],
  ]),
  ...casesOf('updateCouncilAgentUsers', 'demo', 'PUT /api/councils/{council}/agents/999999/users', [
    ['a plain member', { json: { users: [] } }, { actor: 'member' }],
    ['users not a list', { json: { users: '12' } }],
    ['an id not a number', { json: { users: ['twelve'] } }],
    ['an agent the council does not have', { json: { users: ['{member}'] } }],
  ]),
  ...casesOf('listCouncilAgentFiles', 'member', 'GET /api/councils/{council}/agents/999999/files', [
    ['an agent the council does not have', {}],
  ]),
  ...casesOf('uploadCouncilAgentFile', 'demo', 'POST /api/councils/{council}/agents/999999/files', [
    ['a plain member', { files: aFile }, { actor: 'member' }],
    ['an agent the council does not have', { files: aFile }],
  ]),
  ...casesOf(
    'deleteCouncilAgentFile',
    'demo',
    'DELETE /api/councils/{council}/agents/999999/files/999999',
    [
      ['a plain member', {}, { actor: 'member' }],
      ['an unknown file', {}],
    ],
  ),
];
