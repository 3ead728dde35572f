// GET /api/docs/{file} — anyone: the API reference page's script, style and start-up script.
import { docsAsset } from '@/lib/api/docs';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  return docsAsset((await params).file);
}
