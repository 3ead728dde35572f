import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

// APP_URL is known at run time only (the build may run elsewhere).
export const dynamic = 'force-dynamic';

/** robots.txt: the public catalogue is open; dashboards, private files and the API are not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/api/', '/admin', '/student', '/employer', '/candidate', '/application', '/checkout', '/files/', '/change-password'],
      },
    ],
    sitemap: `${env.appUrl}/sitemap.xml`,
    host: env.appUrl,
  };
}
