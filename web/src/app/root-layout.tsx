import { useEffect } from 'react';
import { Outlet, useNavigation } from '@/lib/router';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { LanguageSuggestion, UntranslatedNotice, useContentLang } from '@/components/layout/language-notices';
import { ScrollManager } from '@/components/layout/scroll-manager';
import { endHydration } from '@/components/layout/static-island';
import { replayEarlyInput } from '@/lib/early-input';
import { ViewCounter } from '@/components/layout/view-counter';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { useContent } from '@/lib/site-content';

/** RootLayout frames every public page: skip link, header, main landmark, footer, toasts. */
export function RootLayout() {
  const navigation = useNavigation();
  const { skipLink } = useContent('site');
  const contentLang = useContentLang();
  // Effects run after the hydrated tree commits: from here on, islands render normally, and
  // what was clicked and pressed before is done again.
  useEffect(() => {
    endHydration();
    replayEarlyInput();
  }, []);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {skipLink}
      </a>
      {/* A thin bar while the next page's code loads. */}
      <div
        aria-hidden
        className={navigation.state === 'loading' ? 'fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-accent' : 'hidden'}
      />
      <LanguageSuggestion />
      <Header />
      <UntranslatedNotice />
      <main id="main" tabIndex={-1} lang={contentLang} className="min-h-[60vh] focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <LazyToaster />
      <ScrollManager />
      <ViewCounter />
    </>
  );
}
