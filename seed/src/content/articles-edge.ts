/**
 * The Edge articles: every topic ('Absence management', 'Ben-tech', 'Benefits communication and
 * enrollment', 'Employee benefits', 'Well-being') and format ('Reports', 'Articles', 'Webinars')
 * of docs/requirements.md#categories-and-topics. The surveys quoted are the fictional company's own.
 */
import type { SeedBuilder } from '../builder.js';
import { CURRENT, article, type EdgeArticle } from './article.js';
import { accordion, barChart, callout, link, pullQuote, video } from './blocks.js';
import type { Site } from './site.js';

type Spec = Omit<EdgeArticle, 'hub'>;

const EVENTS = 'https://events.lanternfield.example/webinars';
const REPORTS = 'https://www.lanternfield.example/edge/reports';

/** Defines the Edge articles. */
export function buildEdgeArticles(s: SeedBuilder, site: Site): void {
  const talkToUs = callout(s, 'callout-edge-article-consultant', {
    title: 'Want to talk it through?',
    body: 'Our benefits consultants can share how organizations like yours approach this.',
    link: link(s, 'Request a proposal', '/employers/request-a-proposal', { variant: 'Primary' }),
  });

  const savingsChart = barChart(s, 'chart-edge-emergency-savings', {
    title: 'Median employee emergency savings ($ thousands)',
    valueHeading: 'Median emergency savings ($ thousands)',
    rows: [
      [2021, 4.2],
      [2022, 3.8],
      [2023, 3.5],
      [2024, 3.9],
      [2025, 4.4],
    ],
    footnote: 'Lanternfield Well-being at Work surveys, 2021–2025; median self-reported savings set aside for emergencies.',
  });
  const wellbeingQuote = pullQuote(s, 'quote-edge-well-being-report', {
    quote: 'Employees don’t separate money stress from health stress. The employers who get results stop separating them too.',
    attribution: 'Daniel Reyes',
    attributionTitle: 'Director, Workplace Benefits Research',
  });
  const mentalHealthFaq = accordion(s, 'accordion-edge-mental-health', {
    title: 'Quick answers for HR teams',
    items: [
      {
        title: 'What does an employee assistance program usually include?',
        body: 'Short-term confidential counseling, referrals, and help with legal, financial and family questions, usually free to employees and their households.',
      },
      {
        title: 'How can we measure whether mental health benefits are used?',
        body: 'Ask your vendors for de-identified utilization reports, and compare them with engagement survey results over time. Never ask for individual data.',
      },
    ],
  });

  const webinarReplay = video(s, 'video-edge-state-leave-webinar', {
    title: 'Navigating state paid leave programs in 2026 (replay)',
    wistiaId: 'lf9m4q1z6t',
    thumbnail: 'article-webinar',
    transcript: 'Recording of the May 2026 webinar on state paid family and medical leave programs.',
  });

  const specs: Spec[] = [
    {
      slug: 'building-a-leave-policy-employees-understand',
      title: 'Building a leave policy employees actually understand',
      postDate: '2025-03-25',
      expires: CURRENT,
      timeToRead: 6,
      topic: 'Absence management',
      format: 'Articles',
      image: 'article-workplace',
      author: 'daniel',
      intro:
        'Most leave policies are written for lawyers. Employees read them at stressful moments — a new baby, a diagnosis — and need answers in plain words.',
      summaries: [
        'Lead with the situations employees face, not the statutes',
        'Show how pay works week by week',
        'Give one place to start every request',
      ],
      body: `
        ## Start from life events
        Organize your policy around what people are going through: having a baby, caring for a family member, recovering from surgery. Under each, list the leave types that apply and how they work together.

        ## Show the money
        The question employees ask first is “Will I be paid?” A simple week-by-week example — paid time off, then short-term disability, then state benefits — answers it better than three pages of definitions.

        ## One front door
        - One phone number or online form to start any leave
        - One case manager who follows the request from start to return
        - Clear deadlines for paperwork, sent as reminders

        ## Train managers
        Managers are often the first to hear about a leave. Give them a short script: listen, point to the front door, and don’t ask for medical details.
      `,
      blocks: [talkToUs],
    },
    {
      slug: 'absence-management-benchmark-2024',
      title: 'Absence Management Benchmark 2024: what 600 employers told us',
      postDate: '2024-10-08',
      expires: '2025-10-08',
      timeToRead: 9,
      topic: 'Absence management',
      format: 'Reports',
      image: 'article-report',
      author: 'daniel',
      intro:
        'We surveyed 600 HR and benefits leaders about leave volume, state programs and return-to-work. The results show where absence programs are straining and what is working.',
      summaries: [
        'Leave requests rose for the third year running',
        'State paid leave programs are the top compliance worry',
        'Structured return-to-work plans shorten absences',
      ],
      cta: { title: 'Download the report', href: `${REPORTS}/absence-management-benchmark-2024.pdf`, newTab: true },
      body: `
        ## About the study
        In July 2024, Lanternfield surveyed 600 HR and benefits decision-makers at US employers with 50 or more employees. Results are weighted by company size.

        ## Key findings
        1. **More leave, more complexity.** 64% of employers said leave requests increased over the prior year.
        2. **State programs are the top worry.** 58% named keeping up with state paid leave rules as their biggest compliance challenge.
        3. **Return-to-work pays off.** Employers with a structured return-to-work program reported absences averaging nine days shorter.

        ## What leaders are doing
        - Consolidating leave administration with one partner
        - Publishing plain-language leave guides
        - Training managers to spot when an employee may need leave

        ## Methodology
        Online survey of 600 respondents, margin of error ±4 percentage points at the 95% confidence level.
      `,
    },
    {
      slug: 'navigating-state-paid-leave-programs-webinar',
      title: 'Webinar: Navigating state paid leave programs in 2026',
      postDate: '2026-05-12',
      expires: CURRENT,
      timeToRead: 45,
      topic: 'Absence management',
      format: 'Webinars',
      image: 'article-webinar',
      author: 'daniel',
      intro:
        'A 45-minute session on how state paid family and medical leave programs interact with your own policies, with time for your questions.',
      cta: { title: 'Watch the replay', href: `${EVENTS}/state-paid-leave-2026`, newTab: true },
      body: `
        ## What we cover
        - Which states run paid family and medical leave programs, and which start soon
        - Coordinating state benefits with short-term disability and company paid leave
        - Private-plan options and how to apply for them
        - Notices, payroll contributions and record-keeping

        ## Who should watch
        HR, benefits and payroll leaders at multi-state employers, and the brokers who advise them.

        ## Speakers
        Daniel Reyes, Director of Workplace Benefits Research, with members of our absence management compliance team.

        {{entry:${webinarReplay.sys.id}}}
      `,
    },
    {
      slug: 'choosing-a-benefits-administration-platform',
      title: 'Choosing a benefits administration platform: questions to ask',
      postDate: '2025-07-15',
      expires: CURRENT,
      timeToRead: 7,
      topic: 'Ben-tech',
      format: 'Articles',
      image: 'hero-edge',
      author: 'daniel',
      intro:
        'The right platform can save HR hours every week. The wrong one adds manual work. Use these questions to compare vendors on what matters after the demo.',
      body: `
        ## Employee experience
        1. Can employees enroll entirely on a phone?
        2. Does the platform show total cost for a family, not just per-paycheck premiums?
        3. Is decision support built in, in more than one language?

        ## Data and integrations
        1. Which carriers receive enrollment data automatically, and how often?
        2. How are errors surfaced and fixed?
        3. Does it connect to your payroll and HR systems without custom files?

        ## Service
        Ask for references from employers your size, and ask them how the first open enrollment went. Implementation timelines and a named support contact matter more than feature lists.

        ## Cost
        Compare per-employee fees, implementation fees and what counts as an extra. Some carriers, including Lanternfield, offer connection to leading platforms at no cost.
      `,
    },
    {
      slug: 'benefits-data-integrations-webinar',
      title: 'Webinar: Benefits data integrations without the headaches',
      postDate: '2025-12-09',
      expires: CURRENT,
      timeToRead: 40,
      topic: 'Ben-tech',
      format: 'Webinars',
      image: 'article-webinar',
      author: 'daniel',
      intro:
        'Enrollment errors usually start with data. This session walks through how carrier connections work and how to catch problems before they reach an employee.',
      cta: { title: 'Register now', href: `${EVENTS}/benefits-data-integrations`, newTab: true },
      body: `
        ## Agenda
        - How enrollment data travels from your platform to each carrier
        - File feeds versus real-time connections: trade-offs and timelines
        - A monthly reconciliation routine that takes under an hour
        - Live questions with our integrations team

        ## Takeaway
        You’ll leave with a checklist to review your current connections and questions to ask your vendors.
      `,
    },
    {
      slug: 'what-apis-mean-for-benefits-enrollment',
      title: 'What APIs mean for your benefits enrollment experience',
      postDate: '2024-06-25',
      expires: CURRENT,
      timeToRead: 5,
      topic: 'Ben-tech',
      format: 'Articles',
      image: 'hero-edge',
      author: 'daniel',
      noindex: true,
      intro:
        'Real-time connections between benefits platforms and carriers are replacing weekly files. Here’s what that means for HR teams and employees, without the jargon.',
      body: `
        ## From weekly files to real time
        For decades, enrollment changes traveled in batch files once a week. An application programming interface (API) lets systems exchange each change as it happens.

        ## Why it matters to employees
        - ID cards arrive sooner after enrollment
        - Fewer “you’re not on file” surprises at the dentist
        - Life event changes take effect without weeks of back-and-forth

        ## Why it matters to HR
        Errors show up immediately instead of at the next bill. That means fewer retroactive corrections and less time reconciling invoices.

        _This article first appeared in a partner publication and is shared here for our clients._
      `,
    },
    {
      slug: 'make-open-enrollment-less-overwhelming',
      title: 'Seven ways to make open enrollment less overwhelming',
      postDate: '2025-09-23',
      expires: CURRENT,
      timeToRead: 6,
      topic: 'Benefits communication and enrollment',
      format: 'Articles',
      image: 'article-workplace',
      author: 'daniel',
      intro:
        'Employees spend less time choosing benefits than choosing a phone plan. These seven changes help them make better decisions in the time they actually have.',
      summaries: [
        'Fewer, clearer choices beat more options',
        'Personal examples beat plan grids',
        'Reminders should go out well before the deadline',
      ],
      body: `
        1. **Start earlier.** Announce enrollment dates a month ahead and explain what’s changing.
        2. **Lead with what’s new.** Most employees only need to know what changed from last year.
        3. **Use real examples.** “A family of four with two dental cleanings each” says more than a coverage grid.
        4. **Offer a default path.** Make it easy to keep current elections if nothing has changed.
        5. **Make it mobile.** Many employees enroll on a phone, on a break.
        6. **Give people someone to talk to.** Benefits counselors, in person or by phone, help with harder decisions.
        7. **Follow up.** Send reminders at two weeks, one week and two days before the deadline.

        ## Measure what happened
        After enrollment, look at participation by plan, questions HR received and employee feedback. Change one or two things next year based on what you learn.
      `,
      blocks: [talkToUs],
    },
    {
      slug: 'decision-fatigue-at-enrollment-report',
      title: 'Decision fatigue at enrollment: findings from our employee survey',
      postDate: '2026-01-27',
      expires: CURRENT,
      timeToRead: 8,
      topic: 'Benefits communication and enrollment',
      format: 'Reports',
      image: 'article-report',
      author: 'daniel',
      intro:
        'We asked 2,000 working adults how they chose benefits last fall. Most spent under an hour, and many wished they had chosen differently.',
      summaries: [
        'Half of employees spent under 30 minutes enrolling',
        'One in three later regretted a choice',
        'Personalized guidance was the most-wanted improvement',
      ],
      cta: { title: 'Download the report', href: `${REPORTS}/decision-fatigue-at-enrollment.pdf`, newTab: true },
      body: `
        ## About the study
        Lanternfield surveyed 2,000 full-time US employees with access to workplace benefits in November and December 2025.

        ## What we found
        - **51%** spent less than 30 minutes on enrollment
        - **34%** later regretted at least one choice, most often about dental or disability coverage
        - **62%** said personalized recommendations would help most

        ## Why it happens
        Employees face a dozen decisions in one sitting, often at the end of a workday. Plan names and terms are unfamiliar, and the cost of a wrong choice is hard to picture.

        ## What employers can do
        1. Reduce the number of decisions with sensible defaults
        2. Explain choices with examples of real situations
        3. Offer decision support tools and counselors

        ## Methodology
        Online survey, margin of error ±2.2 percentage points at the 95% confidence level.
      `,
    },
    {
      slug: 'writing-benefits-emails-employees-open',
      title: 'Writing benefits e-mails employees will actually open',
      postDate: '2024-02-13',
      expires: CURRENT,
      timeToRead: 4,
      topic: 'Benefits communication and enrollment',
      format: 'Articles',
      image: 'hero-contact',
      author: 'daniel',
      intro:
        'A benefits e-mail competes with hundreds of others. Short subject lines, one clear action and a human voice make the difference.',
      body: `
        ## Subject lines that work
        - Say what’s in it for the reader: “Your dental plan now covers a third cleaning”
        - Keep it under about 50 characters so it isn’t cut off on phones
        - Include the deadline when there is one

        ## One e-mail, one action
        If you want employees to enroll, don’t also ask them to update their address and read a wellness newsletter. Put the button near the top.

        ## Sound like a person
        Write as you’d speak to a colleague. Replace “eligible participants may elect” with “you can choose”.

        ## Test it
        Send two subject lines to small groups and keep the one that gets opened more. Over a year, those small gains add up.
      `,
    },
    {
      slug: 'year-round-benefits-communication-webinar',
      title: 'Webinar: Year-round benefits communication, a practical playbook',
      postDate: '2024-03-19',
      expires: '2024-09-30',
      timeToRead: 45,
      topic: 'Benefits communication and enrollment',
      format: 'Webinars',
      image: 'article-webinar',
      author: 'daniel',
      intro: 'A spring 2024 session on planning twelve months of benefits messages around the moments that matter to employees.',
      cta: { title: 'Register now', href: `${EVENTS}/year-round-communication-2024`, newTab: true },
      body: `
        ## Agenda
        - Mapping benefits messages to life events and the calendar
        - Channels that reach deskless and remote employees
        - Measuring what works

        This live session took place on April 18, 2024.
      `,
    },
    {
      slug: 'voluntary-benefits-what-employees-value',
      title: 'Voluntary benefits: what employees value most right now',
      postDate: '2025-05-06',
      expires: CURRENT,
      timeToRead: 6,
      topic: 'Employee benefits',
      format: 'Articles',
      image: 'hero-accident',
      author: 'daniel',
      intro:
        'Employee-paid benefits let you widen your package without raising costs. Accident, critical illness and dental coverage top employees’ wish lists.',
      body: `
        ## Why voluntary benefits matter
        Employees pay the premium through payroll, often at lower group rates than they could get alone. Employers add choice without adding cost.

        ## What employees ask for
        - **Accident insurance**, especially in families with active children
        - **Critical illness coverage** that pays a lump sum after a serious diagnosis
        - **Dental and vision** where the employer doesn’t already offer them
        - **Pet insurance** and legal plans in younger workforces

        ## Making them work
        Voluntary benefits succeed when employees understand them. Explain each one with a simple example and offer counseling at enrollment.
      `,
    },
    {
      slug: 'cost-of-an-uncovered-dental-emergency',
      title: 'The cost of an uncovered dental emergency',
      subtitle: 'A Lanternfield research brief',
      postDate: '2025-11-18',
      expires: CURRENT,
      timeToRead: 7,
      topic: 'Employee benefits',
      format: 'Reports',
      image: 'hero-dental',
      author: 'daniel',
      reviewer: 'priya',
      intro:
        'A cracked tooth or an abscess can mean a bill of more than a thousand dollars. Our research brief looks at how often employees delay care, and what it costs everyone.',
      summaries: [
        'Four in ten employees without dental coverage delayed care in the past year',
        'Emergency visits often cost more than the preventive care that could have avoided them',
        'Dental coverage is among the most requested benefits',
      ],
      cta: { title: 'Download the brief', href: `${REPORTS}/uncovered-dental-emergency.pdf`, newTab: true },
      body: `
        ## What we studied
        We combined a survey of 1,200 employees with anonymized claims patterns from our dental plans to estimate the cost of delayed dental care.

        ## Findings
        1. **Delay is common.** 41% of employees without dental coverage put off care in the past year because of cost.
        2. **Emergencies cost more.** Treatment after an emergency visit typically cost several times more than the preventive visit that might have caught the problem.
        3. **Work suffers.** Employees with untreated dental pain reported more missed work days.

        ## What it means for employers
        Dental coverage, even on a voluntary basis, helps employees get care early. Preventive care covered at 100% removes the biggest barrier.

        ## Methodology
        Online survey of 1,200 US employees in August 2025, margin of error ±2.8 percentage points.
      `,
      blocks: [talkToUs],
    },
    {
      slug: 'supplemental-coverage-for-a-multigenerational-workforce',
      title: 'Supplemental coverage for a multigenerational workforce',
      postDate: '2026-07-14',
      expires: CURRENT,
      timeToRead: 6,
      topic: 'Employee benefits',
      format: 'Articles',
      image: 'hero-family',
      author: 'daniel',
      intro:
        'Your youngest and oldest employees may be forty years apart. A flexible menu of supplemental benefits lets each choose what fits their stage of life.',
      body: `
        ## Different stages, different needs
        - **Early career:** accident coverage, student loan support, low-cost dental
        - **Growing families:** supplemental life, disability, orthodontia
        - **Later career:** critical illness, caregiving support, retirement income planning

        ## Build a menu, not a bundle
        Offer a core package everyone receives and a menu of voluntary options employees can add. Communicate the menu by life stage rather than product name.

        ## Check in every year
        Workforce demographics change. Review participation by age group each year and adjust what you offer.
      `,
    },
    {
      slug: 'benefits-package-for-small-businesses-webinar',
      title: 'Webinar: Designing a benefits package for a small business',
      postDate: '2026-09-15',
      expires: CURRENT,
      timeToRead: 50,
      topic: 'Employee benefits',
      format: 'Webinars',
      image: 'article-webinar',
      author: 'daniel',
      intro:
        'Compete for talent on a small-business budget. This session covers which benefits to offer first, how to share costs and what employees notice most.',
      cta: { title: 'Register now', href: `${EVENTS}/small-business-benefits`, newTab: true },
      body: `
        ## What you’ll learn
        - The three benefits small-business employees value most
        - Employer-paid versus voluntary: how to split the cost
        - Minimum participation rules and how to meet them
        - Simple ways to communicate your package when you don’t have an HR department

        ## Who should attend
        Owners and office managers of businesses with 2 to 100 employees, and the brokers who work with them.
      `,
    },
    {
      slug: 'financial-wellness-programs-that-work',
      title: 'Financial wellness programs that move the needle',
      postDate: '2024-12-10',
      expires: CURRENT,
      timeToRead: 6,
      topic: 'Well-being',
      format: 'Articles',
      image: 'article-financial-fitness',
      author: 'daniel',
      reviewer: 'maya',
      intro:
        'Money worries follow employees to work. The financial wellness programs that help most are personal, practical and available when people need them.',
      body: `
        ## What doesn’t work
        A once-a-year seminar on retirement saving reaches few people and changes little.

        ## What does
        1. **One-on-one guidance** from a planner or coach, by phone or video
        2. **Emergency savings** features such as payroll savings accounts
        3. **Timely nudges** around life events: a new baby, a move, a raise
        4. **Coverage that protects income**, such as disability insurance, so one setback doesn’t become a crisis

        ## Measuring success
        Track participation, emergency savings balances and hardship withdrawals from retirement plans over time.
      `,
    },
    {
      slug: 'well-being-at-work-report-2025',
      title: 'Well-being at Work 2025: stress, sleep and savings',
      postDate: '2025-04-22',
      expires: CURRENT,
      timeToRead: 10,
      topic: 'Well-being',
      format: 'Reports',
      image: 'article-report',
      author: 'daniel',
      reviewer: 'grace',
      intro:
        'Our fifth annual survey of working adults finds that financial stress and poor sleep travel together, and that emergency savings are slowly recovering.',
      summaries: [
        'Median emergency savings rose for the first time since 2021',
        'Employees with high financial stress report worse sleep',
        'Employer support makes a measurable difference',
      ],
      cta: { title: 'Download the report', href: `${REPORTS}/well-being-at-work-2025.pdf`, newTab: true },
      body: `
        ## About the study
        In February 2025, Lanternfield surveyed 2,500 full-time US employees about stress, sleep, health and finances.

        ## Savings are recovering
        Median self-reported emergency savings rose to $4,400, up from $3,900 a year earlier and the highest level in our survey’s history.

        {{entry:${savingsChart.sys.id}}}

        ## Stress and sleep
        Employees who described their financial stress as high were twice as likely to report sleeping poorly most nights.

        {{entry:${wellbeingQuote.sys.id}}}

        ## What helps
        - Access to a financial coach or planner
        - Paid time off employees feel able to use
        - Managers trained to talk about well-being

        ## Methodology
        Online survey of 2,500 respondents, margin of error ±2 percentage points at the 95% confidence level.
      `,
    },
    {
      slug: 'supporting-employees-through-caregiving',
      title: 'Supporting employees through caregiving',
      postDate: '2026-03-24',
      expires: CURRENT,
      timeToRead: 6,
      topic: 'Well-being',
      format: 'Articles',
      image: 'article-family-community',
      author: 'daniel',
      reviewer: 'grace',
      intro:
        'One in five employees cares for an adult family member. Flexible schedules, leave and practical help keep caregivers healthy and at work.',
      body: `
        ## The hidden workforce
        Many caregivers don’t tell their employer. They use vacation days for appointments and work late to catch up, until something gives.

        ## What employers can offer
        - Flexible schedules and remote work where the job allows
        - Family leave that covers care for adults, not only new children
        - Caregiver navigation services that help find and coordinate care
        - Counseling through an employee assistance program

        ## Start with managers
        Train managers to respond with flexibility and to point employees to resources. A supportive conversation early can prevent a resignation later.
      `,
    },
    {
      slug: 'mental-health-benefits-from-access-to-use',
      title: 'Mental health benefits: from access to actual use',
      postDate: '2025-10-28',
      expires: CURRENT,
      timeToRead: 7,
      topic: 'Well-being',
      format: 'Articles',
      image: 'article-mental-wellness',
      author: 'grace',
      intro:
        'Most employers offer some mental health support, but many employees never use it. Closing that gap is about awareness, trust and ease of access.',
      summaries: [
        'Employees often don’t know what’s available',
        'Confidentiality must be explicit',
        'Fewer steps to the first appointment means more people get help',
      ],
      body: `
        ## Why benefits go unused
        Employees may not know the benefit exists, may worry their employer will find out, or may give up after a long search for an available therapist.

        ## Make it visible
        Mention mental health support in onboarding, open enrollment and manager meetings — not only in a benefits guide.

        ## Make it trusted
        Say clearly and often that counseling is confidential and that the employer sees only anonymous, aggregate reports.

        ## Make it easy
        - A single phone number or app to start
        - Appointments available within days, including evenings
        - Virtual sessions for employees in rural areas

        {{entry:${mentalHealthFaq.sys.id}}}
      `,
    },
  ];

  for (const spec of specs) article(s, site, { hub: 'Edge', ...spec });
}
