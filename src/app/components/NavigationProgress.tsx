import { useNavigation } from 'react-router';

/** A thin bar while a navigation loads its page chunk. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="nav-progress" role="progressbar" aria-label="Loading page" aria-busy="true">
      <span />
    </div>
  );
}
