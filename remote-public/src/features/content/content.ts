/**
 * The content pages' texts. Plain data: the pages render it, the header, footer and sitemap link to it,
 * and the tests walk it to check that no link leads to a not-found page.
 */
import { BLOG_LINKS, SERVICE_LINKS } from './links';

export interface ContentSection {
  heading?: string;
  paragraphs: string[];
  list?: string[];
}

export interface ContentPageData {
  path: string;
  title: string;
  description: string;
  sections: ContentSection[];
}

export interface BlogPost extends ContentPageData {
  slug: string;
  date: string; // ISO date, shown as written
  excerpt: string;
}

export const SERVICES: ContentPageData[] = [
  {
    ...SERVICE_LINKS.websiteDevelopment,
    description: 'Fast, accessible websites and online shops built to convert visitors into customers.',
    sections: [
      {
        paragraphs: [
          'We design and build websites that load quickly, read well on every screen and are easy for your team to update.',
          'From a one-page launch site to a catalogue with thousands of products, we choose the simplest stack that does the job.',
        ],
        list: ['Responsive, accessible design', 'Performance budgets from day one', 'Search-engine friendly markup', 'Hosting and maintenance plans'],
      },
    ],
  },
  {
    ...SERVICE_LINKS.appDevelopment,
    description: 'Mobile and web applications, from prototype to app-store release.',
    sections: [
      {
        paragraphs: [
          'We turn an idea into a working application in short, visible steps: you try a real build every two weeks.',
          'Our apps share one code base across iOS, Android and the web where that saves you money, and go native where it matters.',
        ],
        list: ['Product discovery workshops', 'Cross-platform and native apps', 'APIs and back-office tools', 'Release and store listing support'],
      },
    ],
  },
  {
    ...SERVICE_LINKS.digitalMarketing,
    description: 'Search, social and email campaigns measured against the numbers that matter to you.',
    sections: [
      {
        paragraphs: [
          'We plan campaigns around measurable goals and report on them plainly: what was spent, what it brought, what we change next.',
          'Affiliate content, search optimisation and email newsletters are our strengths.',
        ],
        list: ['Search-engine optimisation', 'Affiliate and content marketing', 'Email newsletters', 'Monthly, readable reports'],
      },
    ],
  },
  {
    ...SERVICE_LINKS.otherServices,
    description: 'Audits, hosting, training and the small jobs that keep a digital business running.',
    sections: [
      {
        paragraphs: ['Not sure what you need? Tell us the problem; we will suggest the smallest thing that solves it.'],
        list: ['Accessibility and performance audits', 'Managed hosting and backups', 'Team training', 'Content writing and product photography'],
      },
    ],
  },
];

export const BLOG_POSTS: BlogPost[] = [
  {
    ...BLOG_LINKS.howWeRank,
    description: 'What goes into a ranking number, and why a commission never decides it.',
    date: '2026-10-02',
    excerpt: 'Every product on our list carries a rank. Here is how we choose it.',
    sections: [
      {
        paragraphs: [
          'Each product gets a ranking number after we compare its price history, its ratings and reviews, and how it held up for people who bought it.',
          'Commissions differ between merchants; we never let them change a rank. When a better product appears, the list changes.',
        ],
      },
    ],
  },
  {
    ...BLOG_LINKS.spottingADeal,
    description: 'Three quick checks to tell a real discount from a marketing one.',
    date: '2026-09-14',
    excerpt: 'A big percentage off is not always a bargain. Three checks that help.',
    sections: [
      {
        paragraphs: ['A discount is only as good as the price it starts from. Before you buy, check three things:'],
        list: [
          'The price history: was the "original" price ever really charged?',
          'The stock level: limited stock sometimes means an older model is being cleared.',
          'The reviews: a cheaper product that breaks twice is not cheaper.',
        ],
      },
    ],
  },
  {
    ...BLOG_LINKS.affiliateLinks,
    description: 'What an affiliate link is, what it costs you (nothing), and how it keeps this site free.',
    date: '2026-08-21',
    excerpt: 'Why our buttons say "sponsored", and what that means for you.',
    sections: [
      {
        paragraphs: [
          'When you follow one of our links and buy something, the merchant pays us a small commission. You pay the same price as anyone else.',
          'We mark these links as sponsored so that you, and search engines, always know which links earn us money.',
        ],
      },
    ],
  },
];

export const PAGES: Record<'about' | 'contact' | 'privacy' | 'terms' | 'portfolio', ContentPageData> = {
  about: {
    path: '/about',
    title: 'About Us',
    description: 'Who we are: a small team that ranks products honestly and builds fast websites.',
    sections: [
      {
        paragraphs: [
          'We are a small digital agency and the editors of this product catalogue. We test, compare and rank products so you can buy with confidence.',
          'Our site is funded by affiliate commissions; our rankings are not for sale.',
        ],
      },
      { heading: 'What we value', paragraphs: ['Honest recommendations, fast pages and plain language.'] },
    ],
  },
  contact: {
    path: '/contact',
    title: 'Contact Us',
    description: 'Call or write to us: questions about a product, a ranking or a project.',
    sections: [
      {
        paragraphs: [
          'Questions about a product, a ranking, or a project you have in mind? We answer every message within two working days.',
        ],
      },
    ],
  },
  privacy: {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: 'What we collect when you visit, why, and how to have it removed.',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'When you follow a product link we count the click, with the time and an anonymised visitor identifier, to know which products are useful.',
          'When you subscribe to the newsletter we store your email address, only to send you the newsletter.',
        ],
      },
      { heading: 'Your choices', paragraphs: ['Write to us at any time to unsubscribe or to have your address removed.'] },
    ],
  },
  terms: {
    path: '/terms-of-service',
    title: 'Terms of Service',
    description: 'The terms that apply when you use this site and follow its links.',
    sections: [
      {
        paragraphs: [
          'Product information, prices and stock are provided by merchants and may change at any time; the merchant’s page is the reference when you buy.',
          'Purchases are made with the merchant, under the merchant’s terms. We earn a commission on some of them.',
        ],
      },
    ],
  },
  portfolio: {
    path: '/portfolio',
    title: 'Portfolio',
    description: 'A few projects we are proud of: shops, apps and campaigns.',
    sections: [
      { heading: 'This catalogue', paragraphs: ['A ranked affiliate catalogue with a fast public site and a staff back-office.'] },
      { heading: 'Neighbourhood grocery shop', paragraphs: ['An online shop with same-day delivery slots, built in six weeks.'] },
      { heading: 'Fitness tracking app', paragraphs: ['A cross-platform app with 50,000 monthly users.'] },
    ],
  },
};

export const BLOG_INDEX = {
  path: '/blog',
  title: 'Blog',
  description: 'Buying guides, deal-hunting tips and notes on how we rank products.',
};

export const SERVICES_INDEX = {
  path: '/services',
  title: 'Our Services',
  description: 'Websites, apps, digital marketing and more: what we can build for you.',
};

export const SITEMAP = {
  path: '/sitemap',
  title: 'Sitemap',
  description: 'Every page of this site in one list.',
};
