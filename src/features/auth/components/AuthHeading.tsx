import type { ReactNode } from 'react';

export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="auth-heading">
      <h1>{title}</h1>
      {children ? <p className="muted">{children}</p> : null}
    </header>
  );
}
