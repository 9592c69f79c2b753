/** The landing area's not-found page (docs/product.md#screens: "Page not found"), served with status 404. */
export function NotFoundDocument({ css }: { css: string }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>Page not found</title>
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body>
        <main className="not-found">
          <p className="not-found-code">404</p>
          <h1>Page not found</h1>
          <p>The page you are looking for does not exist or is not published.</p>
          <a className="btn btn-theme" href="/">
            Go to the home page
          </a>
        </main>
      </body>
    </html>
  );
}
