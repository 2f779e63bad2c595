/** Learning Center articles: every topic of docs/requirements.md#categories-and-topics ('Mental wellness', 'Physical health', 'Financial fitness', 'Family and community'). */
import type { SeedBuilder } from '../builder.js';
import { CURRENT, article, type LearningCenterArticle } from './article.js';
import { dynamicList, image } from './blocks.js';
import type { Site } from './site.js';

type Spec = Omit<LearningCenterArticle, 'hub'>;

/** Defines the Learning Center articles. */
export function buildLearningCenterArticles(s: SeedBuilder, site: Site): void {
  const keepReading = dynamicList(s, 'article-list-learning-center-suggested', {
    title: 'You might also like',
    variant: 'Suggested articles',
    pageSize: 3,
    andCategories: ['Learning Center'],
  });
  const specs: Spec[] = [
    {
      slug: 'five-small-habits-that-ease-everyday-stress',
      title: 'Five small habits that ease everyday stress',
      subtitle: 'Minutes a day, not a week off',
      postDate: '2025-02-11',
      expires: CURRENT,
      timeToRead: 5,
      topics: ['Mental wellness'],
      image: 'article-mental-wellness',
      author: 'grace',
      intro:
        'You don’t need a week off to feel calmer. These five habits take minutes and, practiced most days, can make ordinary stress easier to carry.',
      summaries: [
        'Short, regular breaks help more than occasional long ones',
        'Naming a feeling can take some of its intensity away',
        'Ask for help early — from a friend, your doctor or an employee assistance program',
      ],
      body: `
        ## Why small habits work
        Stress is the body’s way of getting ready for a challenge. It becomes a problem when it never switches off. Small habits you repeat every day give your nervous system regular chances to reset, and they are far easier to keep than big resolutions.

        ## Five to try this week
        1. **Breathe out longer than you breathe in.** Inhale for a count of four and exhale for six. A few rounds can slow a racing heart.
        2. **Take a ten-minute walk.** Daylight and movement lift mood, even on a busy day.
        3. **Name what you feel.** Saying “I’m anxious about the deadline” often makes the feeling more manageable than pushing it away.
        4. **Close one loop.** Finish one small, nagging task — a bill, a reply, a form — to free up mental space.
        5. **Protect the hour before bed.** Dim the lights and leave your phone in another room.

        ## When stress doesn’t ease
        If stress is affecting your sleep, appetite or relationships for more than a couple of weeks, talk with your doctor. Many workplace plans include an employee assistance program with free, confidential counseling sessions; your benefits summary or HR team can tell you how to reach it.

        > If you are in crisis or thinking about harming yourself, call or text 988 to reach the 988 Suicide & Crisis Lifeline, any time of day.
      `,
      blocks: [keepReading],
    },
    {
      slug: 'how-to-talk-about-money-without-the-tension',
      title: 'How to talk about money without the tension',
      postDate: '2024-09-17',
      expires: CURRENT,
      timeToRead: 6,
      topics: ['Mental wellness', 'Financial fitness'],
      image: 'article-financial-fitness',
      author: 'maya',
      reviewer: 'grace',
      intro:
        'Money is one of the most common sources of friction between partners. A few ground rules can turn a tense topic into a shared project.',
      summaries: [
        'Start with what money means to each of you',
        'Keep a short, regular money date',
        'Plan together for what would happen if one income stopped',
      ],
      body: `
        ## Start with values, not numbers
        Before you open a spreadsheet, talk about what money means to each of you. One partner may see savings as security; the other may see spending on experiences as the whole point of earning. Neither is wrong, and knowing where each of you starts makes everything after easier.

        ## Set up a regular money date
        Pick a low-stress time — not payday, not the night a bill is due — and keep it short. Thirty minutes once a month is enough to review spending, check progress on goals and flag anything big coming up.

        ## Ground rules that help
        - Agree on an amount either of you can spend without checking in first
        - Talk about “our” goals rather than “your” spending
        - Put big decisions on the agenda ahead of time so nobody feels ambushed
        - Take a break if the conversation heats up, and agree on when to pick it up again

        ## Protecting each other
        Part of planning together is deciding what would happen if one of you could no longer earn. Reviewing your [life insurance](/life-insurance) and [disability coverage](/disability-insurance) as a couple may not feel romantic, but it is one of the most caring money conversations you can have.
      `,
    },
    {
      slug: 'burnout-or-a-bad-week',
      title: 'Burnout or a bad week? Signs worth paying attention to',
      postDate: '2025-06-03',
      expires: CURRENT,
      timeToRead: 6,
      topics: ['Mental wellness'],
      image: 'article-mental-wellness',
      author: 'grace',
      intro:
        'Everyone has stretches when work feels heavy. Burnout is different: it builds slowly, and it doesn’t lift after a weekend off.',
      summaries: [
        'Burnout shows up as exhaustion, distance from work and a sense of falling short',
        'Workload and control matter more than willpower',
        'Recovery usually needs changes at work, not just rest',
      ],
      body: `
        ## What burnout looks like
        Researchers describe burnout with three signs that tend to appear together:

        - **Exhaustion** that sleep doesn’t fix
        - **Distance** from your work: cynicism, irritability, dreading Monday by Saturday afternoon
        - **Doubt** about your own effectiveness, even when others think you are doing fine

        A bad week usually has a cause you can name and an end in sight. Burnout tends to feel endless and general.

        ## Questions to ask yourself
        1. Has this lasted more than a month?
        2. Do I feel better after time off, and for how long?
        3. Have I stopped enjoying things outside work, too?

        ## What helps
        Burnout is usually a mismatch between demands and resources, so the fix rarely comes from trying harder. Talk with your manager about priorities and workload, take the time off you have, and lean on the support your employer offers, such as counseling through an employee assistance program.

        ## When to see a professional
        If you notice persistent low mood, changes in sleep or appetite, or you are using alcohol to cope, see your doctor. These can also be signs of depression, which is treatable.
      `,
      blocks: [keepReading],
    },
    {
      slug: 'sleep-screens-and-your-mood',
      title: 'Sleep, screens and your mood: what the research suggests',
      postDate: '2025-10-14',
      expires: CURRENT,
      timeToRead: 5,
      topics: ['Mental wellness', 'Physical health'],
      image: 'article-mental-wellness',
      author: 'grace',
      intro: 'Poor sleep and a low mood often travel together. Evening screen habits are one piece of the puzzle you can change tonight.',
      body: `
        ## Sleep and mood are linked both ways
        A short night makes most of us more irritable and less patient the next day. Over time, regular poor sleep is associated with a higher risk of anxiety and depression — and those conditions in turn make sleep harder. Breaking the cycle anywhere helps.

        ## Why evening screens matter
        It isn’t only the light. Scrolling keeps the mind busy, news and messages can stir up worry, and “one more episode” quietly pushes bedtime later.

        ## A wind-down routine that works for many people
        - Set a “screens off” alarm 45 minutes before bed
        - Charge your phone outside the bedroom and use a simple alarm clock
        - Swap scrolling for reading, stretching or a warm shower
        - Keep the same wake-up time every day, weekends included

        ## If sleep problems persist
        Trouble falling or staying asleep for three nights a week or more, for several months, is worth raising with your doctor. Cognitive behavioral therapy for insomnia is effective and often available through health plans.
      `,
    },
    {
      slug: 'caring-for-a-loved-one-while-caring-for-yourself',
      title: 'Caring for a loved one while caring for yourself',
      postDate: '2026-01-20',
      expires: CURRENT,
      timeToRead: 7,
      topics: ['Family and community', 'Mental wellness'],
      image: 'article-family-community',
      author: 'maya',
      reviewer: 'grace',
      intro:
        'Millions of people look after an aging parent, a partner or a child with extra needs while holding down a job. Here’s how to share the load and protect your own health and finances.',
      summaries: [
        'Make a plan with the whole family early',
        'Ask your employer about leave and flexible work',
        'Keep your own savings and coverage on track',
      ],
      body: `
        ## Start the conversation before a crisis
        Caregiving often begins suddenly, after a fall or a diagnosis. If you can, talk with your family ahead of time about who can help with what: visits, appointments, paperwork, money.

        ## Know what support exists
        - **At work:** ask HR about family leave, flexible schedules and caregiver resources in your benefits
        - **In your community:** local agencies on aging can connect you with meals, transportation and respite care
        - **In the paperwork:** a power of attorney and health care proxy make it possible to act for someone when they can’t

        ## Protect your own finances
        Caregivers often cut hours or pause retirement contributions. Keep contributing at least enough to get any employer match, and check that your own life and disability coverage still fits if your income changes.

        ## Protect your own health
        Keep your own medical appointments, accept offers of help, and schedule real breaks. Caregivers who burn out can’t help anyone.
      `,
      blocks: [keepReading],
    },
    {
      slug: 'why-a-yearly-dental-cleaning-matters',
      title: 'Why a yearly dental cleaning matters more than you think',
      postDate: '2025-04-08',
      expires: CURRENT,
      timeToRead: 4,
      topics: ['Physical health'],
      image: 'hero-dental',
      author: 'priya',
      intro:
        'A cleaning and exam is quick, usually fully covered, and one of the best ways to avoid painful and expensive dental work later.',
      summaries: [
        'Most dental problems are painless until they’re advanced',
        'Preventive care is covered at 100% in network on most plans',
        'Your dentist sets the right interval for you',
      ],
      cta: { title: 'Explore dental plans', href: '/dental-insurance' },
      body: `
        ## Small problems, found early
        Cavities and gum disease rarely hurt in their early stages. By the time they do, a simple filling may have become a root canal or a crown. Regular exams and X-rays catch problems while they are small, quick and inexpensive to treat.

        ## What happens at a cleaning
        1. A hygienist removes hardened plaque (tartar) that brushing can’t reach
        2. Your dentist checks teeth, gums and the soft tissues of your mouth
        3. X-rays are taken at intervals based on your risk

        ## How often should you go?
        Twice a year is a common schedule, but your dentist may suggest more or less often depending on your history. People with gum disease, diabetes or a history of frequent cavities often benefit from more frequent visits.

        ## What it costs
        Most of our dental plans cover preventive care at 100% when you see an in-network dentist, with no waiting period. That makes a cleaning one of the best-value appointments on your calendar.

        {{entry:${image(s, 'hero-dental').sys.id}}}
      `,
    },
    {
      slug: 'digital-eye-strain-guide',
      title: 'Your eyes and screens: a practical guide to digital eye strain',
      postDate: '2024-11-05',
      expires: CURRENT,
      timeToRead: 4,
      topics: ['Physical health'],
      image: 'hero-vision',
      author: 'tom',
      intro:
        'Tired, dry or blurry eyes after a day at the computer are common. A few adjustments to your habits and workspace can make a real difference.',
      cta: { title: 'Explore vision plans', href: '/vision-insurance' },
      body: `
        ## Why screens tire your eyes
        We blink less when we concentrate on a screen, so eyes dry out. Focusing at the same distance for hours also tires the muscles that help you focus.

        ## Try the 20-20-20 rule
        Every 20 minutes, look at something about 20 feet away for 20 seconds. Set a reminder until it becomes a habit.

        ## Set up your workspace
        - Place the screen an arm’s length away, with the top at or slightly below eye level
        - Reduce glare from windows and overhead lights
        - Increase text size rather than leaning in

        ## When to see an eye doctor
        If symptoms continue after these changes, or you get frequent headaches, book an eye exam. You may need glasses for computer distance, even if you see well otherwise. Most vision plans cover a yearly exam for a small copay.
      `,
    },
    {
      slug: 'walking-meetings-and-other-ways-to-move-more',
      title: 'Walking meetings and other ways to move more at work',
      postDate: '2025-08-19',
      expires: CURRENT,
      timeToRead: 4,
      topics: ['Physical health'],
      image: 'article-physical-health',
      author: 'grace',
      intro:
        'Desk jobs make it easy to sit for hours without noticing. Building movement into the workday is simpler than finding an extra hour for the gym.',
      body: `
        ## Every bit counts
        Health guidelines for adults suggest at least 150 minutes of moderate activity a week. That can come in short bursts: a brisk ten-minute walk three times a day, five days a week, gets you there.

        ## Ideas that fit a workday
        - Take one-on-one calls on your feet, or as a walking meeting
        - Use a restroom or printer on another floor
        - Stand for the first few minutes of every video call
        - Set a reminder to stretch every hour

        ## Make it social
        Invite a colleague on a lunchtime walk, or start a step challenge. Many workplace well-being programs offer rewards for staying active.

        ## Check with your doctor
        If you have a health condition or haven’t been active for a while, ask your doctor what kind and amount of activity is right for you.
      `,
      blocks: [keepReading],
    },
    {
      slug: 'preparing-for-a-medical-procedure-checklist',
      title: 'Preparing for a medical procedure: a practical and financial checklist',
      postDate: '2026-03-10',
      expires: CURRENT,
      timeToRead: 6,
      topics: ['Physical health', 'Financial fitness'],
      image: 'hero-accident',
      author: 'tom',
      intro:
        'A planned surgery comes with a to-do list beyond the hospital bag. Sorting out time off, costs and coverage in advance lets you focus on recovering.',
      summaries: [
        'Confirm costs and approvals before the date',
        'Know how your time off will be paid',
        'Check which supplemental benefits you can claim',
      ],
      body: `
        ## Two to four weeks before
        1. Ask your health plan whether the procedure needs prior approval, and confirm the surgeon and facility are in network
        2. Request a cost estimate so you know your share
        3. Tell your employer and ask about short-term disability and leave paperwork
        4. Arrange help at home for the first few days

        ## Understand how your income is covered
        Short-term disability often pays a portion of your salary after a short waiting period. Long-term disability starts later, for longer recoveries. If you’re not sure what you have, your HR team or your [financial professional](/financial-representative) can check.

        ## Claim the benefits you already have
        Accident and hospital indemnity plans can pay cash benefits for covered treatment. Keep discharge papers and itemized bills: you’ll need them to file.

        ## After you’re home
        Keep a simple log of appointments and bills. It makes claims and any disputes much easier.
      `,
    },
    {
      slug: 'back-to-school-health-checklist',
      title: 'Back-to-school health checklist for busy parents',
      postDate: '2024-08-06',
      expires: '2024-10-31',
      timeToRead: 3,
      topics: ['Physical health', 'Family and community'],
      image: 'article-family-community',
      author: 'maya',
      noindex: true,
      intro:
        'Checkups, vaccines, eye exams and a dental visit: a quick list to work through before the first bell of the 2024 school year.',
      body: `
        ## Before the first day
        - Schedule a well-child visit and confirm required vaccinations
        - Book an eye exam: vision changes quickly in growing kids
        - Get a dental cleaning on the calendar before the fall rush
        - Update emergency contacts and medication forms with the school nurse

        ## Make the most of your coverage
        Most of our dental and vision plans cover a yearly exam for children at little or no cost. Check your plan summary for frame allowances before shopping for glasses.
      `,
    },
    {
      slug: 'term-or-permanent-life-insurance',
      title: 'Term or permanent life insurance? A plain-language comparison',
      postDate: '2024-04-16',
      expires: CURRENT,
      timeToRead: 7,
      topics: ['Financial fitness'],
      image: 'hero-life',
      author: 'tom',
      reviewer: 'maya',
      intro:
        'Term life covers you for a set number of years at a low price. Permanent life lasts a lifetime and builds cash value. Here’s how to decide which fits — or whether you need both.',
      summaries: [
        'Term is the most coverage for the lowest premium',
        'Permanent coverage lasts for life and builds cash value',
        'Many families combine the two',
      ],
      cta: { title: 'Compare life insurance', href: '/life-insurance' },
      body: `
        ## Term life in brief
        You choose a term — often 10, 20 or 30 years — and a coverage amount. Premiums stay level for the term. If you die during it, your beneficiaries receive the death benefit. If you outlive it, coverage ends, although many policies let you convert to permanent coverage without a new medical exam.

        ## Permanent life in brief
        Whole and universal life last for your lifetime as long as premiums are paid. Part of each premium builds cash value you can borrow against or withdraw. Premiums are higher than term for the same death benefit.

        | | Term life | Permanent life |
        |---|---|---|
        | How long it lasts | A set number of years | Your lifetime |
        | Cost for the same coverage | Lower | Higher |
        | Cash value | None | Builds over time |
        | Best for | Years when others depend on your income | Lifelong needs such as final expenses or an inheritance |

        ## A common approach: both
        Many families buy a large term policy to cover the years when children are young and the mortgage is big, and a smaller permanent policy for lifelong needs. A financial professional can help you find the mix that fits your budget.
      `,
    },
    {
      slug: 'how-much-life-insurance-do-you-need',
      title: 'How much life insurance do you need? A simple way to estimate',
      postDate: '2025-01-14',
      expires: CURRENT,
      timeToRead: 5,
      topics: ['Financial fitness'],
      image: 'hero-family',
      author: 'maya',
      reviewer: 'tom',
      intro:
        'Ten times your salary is a popular rule of thumb, but your number depends on your debts, your family and your goals. This four-step estimate gets you much closer.',
      summaries: [
        'Add up debts, income to replace, housing and education',
        'Subtract savings and existing coverage',
        'Revisit the number after big life events',
      ],
      cta: { title: 'Get a life insurance quote', href: '#get-a-quote' },
      body: `
        ## Step 1: List what you’d want covered
        - **Debts:** credit cards, car loans, personal loans
        - **Income:** the years of income your family would need, often until the youngest child is independent
        - **Housing:** your mortgage balance, or several years of rent
        - **Education:** what you hope to contribute to college or training

        ## Step 2: Subtract what you already have
        Take away savings and investments your family could use, plus any life insurance through work. Remember that workplace coverage usually ends if you change jobs.

        ## Step 3: Consider final expenses
        Funeral costs and settling an estate can add several thousand dollars. Many people add a round amount to cover them.

        ## Step 4: Check it against your budget
        If the number feels out of reach, term life can provide a large amount of coverage for a modest premium. Some coverage now is better than a perfect plan later.

        Revisit your estimate whenever you marry, have a child, buy a home or change jobs.
      `,
      blocks: [keepReading],
    },
    {
      slug: 'building-an-emergency-fund-when-money-is-tight',
      title: 'Building an emergency fund when money is tight',
      postDate: '2025-05-27',
      expires: CURRENT,
      timeToRead: 5,
      topics: ['Financial fitness'],
      image: 'article-financial-fitness',
      author: 'maya',
      intro:
        'Three to six months of expenses is the classic target, and it can feel impossible. Starting with a much smaller goal gets the habit going.',
      summaries: [
        'Start with a first goal of $500 to $1,000',
        'Automate a small amount every payday',
        'Keep the fund separate but easy to reach',
      ],
      body: `
        ## Why any emergency fund helps
        A car repair or a dental bill is far less stressful when you can pay it without a credit card. Even a small cushion reduces the chance of high-interest debt.

        ## Start small, then build
        1. Set a first goal of $500 to $1,000
        2. Move a fixed amount to savings automatically each payday, even $20
        3. Add windfalls: tax refunds, bonuses, birthday money
        4. Once you reach the first goal, aim for one month of expenses, then three

        ## Where to keep it
        Use a separate savings account so it isn’t mixed with spending money, but choose one you can reach within a day or two.

        ## Protecting the fund
        An emergency fund covers short surprises. For a long illness or injury, disability insurance is what keeps the savings from running out.
      `,
    },
    {
      slug: 'what-disability-insurance-replaces',
      title: 'What disability insurance replaces — and what it doesn’t',
      postDate: '2025-09-09',
      expires: CURRENT,
      timeToRead: 6,
      topics: ['Financial fitness'],
      image: 'hero-disability',
      author: 'tom',
      intro:
        'Disability insurance replaces part of your paycheck, not your medical bills. Knowing exactly what it covers helps you choose the right benefit and waiting period.',
      summaries: [
        'Benefits replace a share of income, often up to 60%',
        'Medical bills are for health insurance',
        'Your choice of elimination and benefit periods shapes the price',
      ],
      cta: { title: 'Explore disability insurance', href: '/disability-insurance' },
      body: `
        ## What it replaces
        A disability policy pays a monthly benefit when illness or injury keeps you from working. The benefit is a percentage of your income — often up to 60% — so you can keep paying the mortgage, groceries and other bills.

        ## What it doesn’t cover
        - Doctor and hospital bills (that’s health insurance)
        - Short absences shorter than your elimination period
        - Conditions excluded in your policy, such as some pre-existing conditions

        ## The choices that shape your policy
        **Elimination period:** how long you wait before benefits start. Ninety days is common; choosing 180 days lowers your premium if you have savings to bridge the gap.

        **Benefit period:** how long benefits can last — two years, five years, ten years or to age 65.

        **Definition of disability:** an own-occupation definition pays if you can’t do your specific job, even if you could do another.

        ## Workplace coverage is a start
        Group disability benefits may be capped, taxable if your employer pays the premium, and end when you leave the job. Personal coverage can fill the gaps.
      `,
    },
    {
      slug: 'annuities-explained-income-you-cant-outlive',
      title: 'Annuities explained: income you can’t outlive',
      postDate: '2026-02-03',
      expires: CURRENT,
      timeToRead: 7,
      topics: ['Financial fitness'],
      image: 'hero-annuities',
      author: 'maya',
      intro:
        'An annuity is a contract with an insurance company that can turn savings into income, or help savings grow with some protection. Here’s how the main types differ.',
      summaries: [
        'Income annuities pay you for life',
        'Index-linked annuities trade some upside for downside protection',
        'Fees, surrender periods and guarantees vary: read the contract',
      ],
      cta: { title: 'Go to the tool', href: '/annuities/rila/marketperform' },
      body: `
        ## The problem annuities solve
        Nobody knows how long they’ll live. Spend too fast and savings run out; spend too cautiously and you go without. An annuity shifts some of that uncertainty to an insurance company.

        ## Three common types
        - **Income annuity:** you pay a lump sum and receive guaranteed payments for life or a set period
        - **Fixed annuity:** your money earns a guaranteed interest rate for a number of years
        - **Registered index-linked annuity (RILA):** returns follow a market index up to a cap, while a buffer absorbs part of any loss

        ## Questions to ask before you buy
        1. What happens if I need the money early?
        2. What fees and charges apply?
        3. What is guaranteed, and by whom?
        4. How does this fit with Social Security and my other savings?

        ## Timing Social Security
        Delaying Social Security increases your monthly benefit. Some retirees use an annuity or savings to bridge the years until they claim, so the larger check lasts for life.

        Try the [MarketPerform tool](/annuities/rila/marketperform) to see how buffers and caps could shape hypothetical results.
      `,
      blocks: [
        s.add('annuityPlanningWidget', 'annuity-widget-5-step-article', {
          internalName: 'Annuity planning widget (5-step, article)',
          heading: 'Try a strategy',
          variant: '5-step',
          minInvestment: 25000,
          maxInvestment: 1000000,
          invalidAmountMessage: 'Enter an amount between $25,000 and $1,000,000 using numbers only.',
        }),
      ],
    },
    {
      slug: 'reading-a-rila-illustration',
      title: 'Buffers, caps and participation rates: how to read a RILA illustration',
      postDate: '2026-06-16',
      expires: CURRENT,
      timeToRead: 8,
      topics: ['Financial fitness'],
      image: 'hero-annuities',
      author: 'maya',
      reviewer: 'tom',
      intro:
        'Registered index-linked annuity illustrations use a handful of terms that decide your results. Once you know them, the numbers make sense.',
      summaries: [
        'The buffer absorbs losses up to a set percentage',
        'The cap limits credited gains for a term',
        'Hypothetical illustrations are not predictions',
      ],
      cta: { title: 'Go to the tool', href: '/annuities/rila/marketperform' },
      body: `
        ## The buffer
        A buffer protects you from the first part of an index loss over a strategy term. With a -10% buffer, a 6% index loss becomes 0%, and a 25% loss becomes a 15% loss. Losses beyond the buffer are yours.

        ## The cap
        The cap is the most you can be credited for a term, no matter how much the index rises. Deeper buffers generally come with lower caps.

        ## Participation and spreads
        Some strategies credit a percentage of the index gain (the participation rate) or subtract a spread in exchange for a higher cap. A step-up trigger strategy credits a fixed rate whenever the index is flat or up.

        ## A worked example
        Here is how two 1-year strategies would be credited: one with a -10% buffer and a 12% cap, one with a -20% buffer and a 9% cap.

        | Index return | -10% buffer, 12% cap | -20% buffer, 9% cap |
        |---|---|---|
        | +18% | +12% (capped) | +9% (capped) |
        | +5% | +5% | +5% |
        | -8% | 0% | 0% |
        | -25% | -15% | -5% |

        _Hypothetical figures for illustration only; they do not reflect current rates or predict future results._

        ## Read the prospectus
        A RILA is a security and is sold by prospectus, which explains charges, surrender periods and how early withdrawals are valued.
      `,
    },
    {
      slug: 'starting-a-family-money-conversations',
      title: 'Starting a family? Five money conversations to have first',
      postDate: '2024-05-21',
      expires: CURRENT,
      timeToRead: 6,
      topics: ['Family and community', 'Financial fitness'],
      image: 'hero-family',
      author: 'maya',
      intro:
        'A new baby changes your budget, your time and your priorities. Talking through five topics before the nursery is painted makes the transition smoother.',
      body: `
        ## 1. Leave and childcare
        How much paid leave can each of you take, and what will childcare cost afterward? In many areas, childcare is one of the largest household expenses.

        ## 2. The new budget
        Diapers are the least of it. Health insurance premiums, a bigger car or home, and reduced hours all change the math.

        ## 3. Protection
        Once someone depends on you, life and disability insurance move to the top of the list. Term life is usually the most affordable way to cover the years of highest need.

        ## 4. Wills and guardians
        Who would raise your child if something happened to both of you? A will names a guardian and says how money should be managed for your child.

        ## 5. Saving for the future
        Even small, regular contributions to an education savings account add up over eighteen years. Start with an amount that doesn’t squeeze today’s budget.
      `,
      blocks: [keepReading],
    },
    {
      slug: 'naming-beneficiaries-common-mistakes',
      title: 'Naming beneficiaries: common mistakes and how to avoid them',
      postDate: '2025-03-18',
      expires: CURRENT,
      timeToRead: 5,
      topics: ['Family and community', 'Financial fitness'],
      image: 'article-family-community',
      author: 'tom',
      intro:
        'A beneficiary form can matter more than your will: it decides who receives your life insurance and retirement accounts. These mistakes are common and easy to fix.',
      summaries: [
        'Review beneficiaries after every major life event',
        'Always name a contingent beneficiary',
        'Don’t name minor children directly',
      ],
      body: `
        ## Mistake 1: Never updating
        Marriage, divorce, births and deaths all call for a review. An ex-spouse can still receive a benefit if the form was never changed.

        ## Mistake 2: No backup
        If your primary beneficiary dies before you and there is no contingent beneficiary, the benefit may go to your estate and through probate.

        ## Mistake 3: Naming minor children directly
        Insurance companies generally can’t pay large sums directly to a minor. A court may appoint someone to manage the money. Naming a trust or a custodian avoids that.

        ## Mistake 4: Being vague
        “My children” can cause confusion in blended families. Use full names and say how the benefit should be split.

        ## How to check yours
        Log in to your account or ask your financial professional for a copy of your current beneficiary designations, then set a reminder to review them every year.
      `,
    },
    {
      slug: 'volunteering-as-a-family',
      title: 'Volunteering as a family: small commitments, big rewards',
      postDate: '2025-11-04',
      expires: CURRENT,
      timeToRead: 4,
      topics: ['Family and community'],
      image: 'article-family-community',
      author: 'grace',
      intro:
        'Volunteering together teaches kids empathy, connects you with neighbors and can lift everyone’s mood. It doesn’t have to take a whole weekend.',
      body: `
        ## Why it’s worth it
        Helping others is linked with better mood and a stronger sense of purpose. For children, it turns abstract values into something they can see and do.

        ## Ideas by age
        - **Young children:** sort donations at a food bank, make cards for a senior center
        - **Tweens:** help at a community garden or an animal shelter
        - **Teens:** tutor younger students or help at local events

        ## Keep it manageable
        Choose one activity a month and put it on the calendar like any other commitment. Ask your children what causes they care about; they’ll be more engaged.

        ## Check your employer’s program
        Many employers offer paid volunteer time or match donations. Lanternfield employees, for example, receive two paid volunteer days a year.
      `,
      blocks: [keepReading],
    },
    {
      slug: 'financial-planning-for-blended-families',
      title: 'Financial planning for blended families',
      postDate: '2026-04-21',
      expires: CURRENT,
      timeToRead: 7,
      topics: ['Family and community', 'Financial fitness'],
      image: 'hero-family',
      author: 'maya',
      reviewer: 'tom',
      intro:
        'Bringing two households together means combining budgets, obligations and hopes for each child. Clear plans protect everyone, including children from earlier relationships.',
      summaries: [
        'Decide how you’ll share household costs',
        'Update wills, beneficiaries and guardianship',
        'Use life insurance to keep promises to each child',
      ],
      body: `
        ## Combining — or not — your finances
        Some couples pool everything; others keep separate accounts and share household costs. What matters is agreeing on a system and writing it down.

        ## Obligations that come with you
        Child support, alimony and college promises made in an earlier relationship still need to be met. Make sure your new budget accounts for them.

        ## Update every document
        - Wills and trusts
        - Beneficiaries on life insurance and retirement accounts
        - Guardianship wishes for minor children
        - Powers of attorney and health care proxies

        ## Life insurance as a fairness tool
        A life insurance policy can make sure children from an earlier relationship receive what you intend, while your spouse keeps the home. Naming a trust as beneficiary can help manage money for younger children.

        A financial professional and an estate attorney can help you build a plan that reflects your family.
      `,
    },
    {
      slug: 'holiday-budgeting-that-still-feels-generous',
      title: 'Holiday budgeting that still feels generous',
      postDate: '2024-11-12',
      expires: '2025-01-15',
      timeToRead: 4,
      topics: ['Family and community', 'Financial fitness'],
      image: 'article-financial-fitness',
      author: 'maya',
      intro: 'The 2024 holidays don’t have to mean January debt. A simple plan keeps the season generous and your budget intact.',
      body: `
        ## Set one number
        Decide on a total holiday budget — gifts, food, travel and decorations — before you shop, and divide it among people and events.

        ## Ideas that feel generous
        - Draw names for gifts among adults
        - Give time: a shared meal, a day out, a handmade coupon book
        - Shop early sales with a list, not a cart

        ## Track as you go
        A note on your phone with every purchase keeps surprises away. If you use credit cards, pay them off with your January paycheck rather than carrying a balance.
      `,
    },
  ];
  for (const spec of specs) article(s, site, { hub: 'Learning Center', ...spec });
}
