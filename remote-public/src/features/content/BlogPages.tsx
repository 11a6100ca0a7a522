import { Link } from 'react-router-dom';
import { contentHead } from '../../seo/pageHeads';
import { PageHead } from '../../seo/PageHead';
import { Sections } from './ContentPage';
import { BLOG_INDEX, BLOG_POSTS, type BlogPost } from './content';
import { PageFrame } from './PageFrame';

export function BlogIndexPage() {
  return (
    <PageFrame title={BLOG_INDEX.title}>
      <PageHead {...contentHead(BLOG_INDEX)} />
      <p>{BLOG_INDEX.description}</p>
      {BLOG_POSTS.map((post) => (
        <section key={post.slug}>
          <h2><Link to={post.path}>{post.title}</Link></h2>
          <p><time dateTime={post.date}>{post.date}</time> · {post.excerpt}</p>
        </section>
      ))}
    </PageFrame>
  );
}

export function BlogPostPage({ post }: { post: BlogPost }) {
  return (
    <PageFrame title={post.title} crumbs={[{ label: BLOG_INDEX.title, to: BLOG_INDEX.path }]}>
      <PageHead {...contentHead(post)} />
      <p><time dateTime={post.date}>{post.date}</time></p>
      <Sections sections={post.sections} />
      <p><Link to={BLOG_INDEX.path}>← All posts</Link></p>
    </PageFrame>
  );
}
