/** What other features use of the live updates: who of the council is online now. */
export { OnlineMembers } from './OnlineMembers';
