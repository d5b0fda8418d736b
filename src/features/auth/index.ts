/** What other features use of the auth feature: the auth pages' heading and sign-in prompt, and the session's profile. */
export { AuthHeading } from './components/AuthHeading';
export { SignInPrompt } from './components/SignInPrompt';
export { useSessionProfile } from './use-session-profile';
