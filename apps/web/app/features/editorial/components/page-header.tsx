import type { ReactNode } from 'react';

/** The band at the top of an editorial page: title, a line of introduction, and extras. */
export function PageHeader({
  title,
  intro,
  width = 'max-w-6xl',
  children,
}: {
  title: string;
  intro?: string;
  /** The page's content width, so the title lines up with what follows. */
  width?: 'max-w-3xl' | 'max-w-5xl' | 'max-w-6xl' | 'max-w-7xl';
  children?: ReactNode;
}) {
  return (
    <header className="bg-tertiary text-white">
      <div className={`mx-auto ${width} px-4 py-12 lg:py-16`}>
        <h1 dir="auto" className="text-3xl font-bold leading-tight lg:text-5xl">
          {title}
        </h1>
        {intro ? (
          <p dir="auto" className="mt-4 max-w-3xl text-lg text-white/85">
            {intro}
          </p>
        ) : null}
        {children}
      </div>
    </header>
  );
}
