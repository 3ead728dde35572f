import '@fontsource-variable/inter';
import './globals.css';
import type { Metadata, Viewport } from 'next';
import { Toaster } from '@/components/ui/toaster';
import { env } from '@/lib/env';

export const metadata: Metadata = {
  metadataBase: new URL(env.appUrl),
  title: { default: 'Zhiyuan — Study in China', template: '%s · Zhiyuan — Study in China' },
  description:
    'Find a Chinese university and course that fits you, compare fees, deadlines and scholarships, and apply online.',
  applicationName: 'Zhiyuan',
  openGraph: { siteName: 'Zhiyuan — Study in China', type: 'website', locale: 'en_GB' },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#b3261e' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        {children}
        <Toaster />
      </body>
    </html>
  );
}
