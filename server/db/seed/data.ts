/** Word lists and texts the seed draws from. */
export const firstNames = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth',
  'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Christopher', 'Karen',
  'Charles', 'Lisa', 'Matthew', 'Nancy', 'Anthony', 'Betty', 'Mark', 'Sandra', 'Donald', 'Ashley',
  'Steven', 'Kimberly', 'Andrew', 'Emily', 'Joshua', 'Donna', 'Kevin', 'Michelle', 'Brian', 'Carol',
  'George', 'Amanda', 'Timothy', 'Melissa', 'Ronald', 'Deborah', 'Jason', 'Stephanie', 'Ryan', 'Rebecca',
  'Jacob', 'Laura', 'Gary', 'Helen', 'Nicholas', 'Sharon', 'Eric', 'Cynthia', 'Jonathan', 'Kathleen',
  'Miguel', 'Rosa', 'Wei', 'Mei', 'Arjun', 'Anika', 'Tomás', 'Lucía', 'Kwame', 'Amara', 'Yusuf', 'Leila',
];

export const lastNames = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores',
  'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  'Okafor', 'Patel', 'Chen', 'Kowalski', "O'Brien", 'Schmidt', 'Yamamoto', 'Haddad', 'Novak', 'Lindqvist',
];

export const businesses = [
  'Cascade Realty Partners', 'Pioneer Title & Escrow', 'Willamette Valley Insurance', 'Summit Medical Billing',
  'Evergreen Property Management', 'Northwest Courier Services', 'Rose City Auto Body', 'Bridgeport Financial Advisors',
  'Columbia River Logistics', 'Mt. Hood Construction', 'Pacific Crest Accounting', 'Lakeside Veterinary Clinic',
  'Riverbend Chiropractic', 'Greenleaf Landscaping', 'Alder Street Bakery', 'Stonegate Home Inspections',
  'Multnomah County Court Clerk', 'Beacon Staffing Group', 'Oak & Iron Furniture', 'Silver Falls Dental Lab',
];

export const jobTitles = [
  'Managing Partner', 'Associate Attorney', 'Paralegal', 'Office Manager', 'Legal Assistant', 'Intake Specialist',
  'Receptionist', 'Billing Coordinator', 'Operations Director', 'Case Manager',
];

export interface City {
  city: string;
  state: string;
  area: string;
}

export const cities: City[] = [
  { city: 'Portland', state: 'OR', area: '503' },
  { city: 'Beaverton', state: 'OR', area: '971' },
  { city: 'Vancouver', state: 'WA', area: '360' },
  { city: 'Seattle', state: 'WA', area: '206' },
  { city: 'Salem', state: 'OR', area: '503' },
  { city: 'Eugene', state: 'OR', area: '541' },
  { city: 'Boise', state: 'ID', area: '208' },
  { city: 'Phoenix', state: 'AZ', area: '602' },
  { city: 'Mesa', state: 'AZ', area: '480' },
  { city: 'San Francisco', state: 'CA', area: '415' },
  { city: 'Denver', state: 'CO', area: '303' },
  { city: 'Chicago', state: 'IL', area: '312' },
];

export const agentNames = [
  'Maria L.', 'Devon K.', 'Alicia R.', 'Jordan P.', 'Samantha T.', 'Marcus W.', 'Tina H.', 'Oscar B.', 'Renee C.',
  'Kayla D.',
];

export const callTags: readonly (readonly [string | null, number])[] = [
  ['PNC / Lead', 22],
  ['Current Client', 30],
  ['Opposing Counsel', 5],
  ['Vendor', 6],
  ['Court / Agency', 4],
  ['Wrong Number', 3],
  ['Solicitor', 4],
  [null, 26],
];

export const outcomes = [
  'Message taken',
  'Transferred to attorney',
  'Scheduled consultation',
  'Provided office hours',
  'Caller declined to leave a message',
  'Transferred to cell',
  'Sent intake form link',
  'Caller hung up',
  'Took a detailed message',
  'Forwarded to billing',
];

export const callReasons: Record<'law' | 'dental' | 'plumbing', string[]> = {
  law: [
    'was rear-ended on I-5 last Tuesday and would like to discuss a personal injury claim',
    'needs help with a custody modification hearing scheduled next month',
    'received a demand letter from a former landlord and wants representation',
    'is calling about the status of her workers’ compensation claim',
    'wants to update their will after the birth of a grandchild',
    'has questions about the settlement paperwork that was mailed last week',
    'was served with divorce papers and needs a consultation as soon as possible',
    'is a paralegal from opposing counsel confirming the deposition date',
    'needs to reschedule tomorrow’s 10 AM consultation',
    'wants to know whether the office handles immigration matters',
    'is calling from the court clerk’s office regarding a missing filing',
    'was injured in a slip and fall at a grocery store and has medical bills piling up',
  ],
  dental: [
    'has a cracked molar and is in a lot of pain',
    'needs to reschedule a cleaning for her two children',
    'is asking whether the office accepts Delta Dental PPO',
    'lost a crown last night and would like the earliest appointment',
    'wants a quote for teeth whitening',
    'is a new patient looking for a family dentist',
  ],
  plumbing: [
    'has a water heater leaking in the garage',
    'needs an estimate for repiping a 1970s ranch house',
    'has no heat and the furnace is making a clicking noise',
    'wants to schedule an annual backflow test',
    'has a sewer backup in the basement and needs someone today',
    'is following up on last week’s estimate for a tankless water heater',
  ],
};

export const smsInbound = [
  'Hi, is the office open on Saturday?',
  'Can someone call me back about my appointment?',
  'Thanks! See you Thursday at 2.',
  'I just emailed the documents you asked for.',
  'Running about 10 minutes late, sorry!',
  'What is the address for the Eastside office?',
  'Can I get a copy of my invoice?',
  'Yes, that time works for me.',
  'Who is handling my case now?',
  'Do I need to bring anything to the consultation?',
  'Please call me, it is urgent.',
  'Got it, thank you so much.',
];

export const smsOutbound = [
  'Hi, this is Harbor Law. Just confirming your appointment tomorrow at 10:30 AM.',
  'Thanks for reaching out! An attorney will call you back this afternoon.',
  'Our office is open Monday to Friday, 8 AM to 6 PM.',
  'We received your documents, thank you.',
  'No problem, we will see you when you get here.',
  'Please bring a photo ID and any paperwork you have received.',
  'Your invoice has been emailed to the address on file.',
  'We have you down for Thursday at 2 PM.',
];

export const chatVisitorLines = [
  'Hi, I was in a car accident and I am not sure if I need a lawyer.',
  'Do you offer free consultations?',
  'I need help with a landlord who will not return my deposit.',
  'What are your hours today?',
  'Can I speak to someone about a DUI charge?',
  'My employer has not paid my overtime for three months.',
  'Is there parking at the downtown office?',
  'I want to set up a trust for my kids.',
  'test test please ignore',
  'Buy cheap SEO services now!!! visit our site',
];

export const chatAgentLines = [
  'Thanks for contacting Harbor Law Group! My name is {agent}. How can I help you today?',
  'I am sorry to hear that. May I have your full name and the best phone number to reach you?',
  'Thank you. Could you give me a brief description of what happened?',
  'I have passed your information to our intake team; an attorney will reach out within one business day.',
  'Our offices are open Monday through Friday, 8 AM to 6 PM.',
  'Is there anything else I can help you with today?',
];

export const chatWebsites = [
  'https://www.harborlaw.example/',
  'https://www.harborlaw.example/contact',
  'https://www.harborlaw.example/practice-areas/personal-injury/car-accidents?utm_source=google&utm_medium=cpc',
  'https://www.harborlaw.example/blog/what-to-do-after-a-slip-and-fall-accident-in-oregon',
  'https://www.harborlaw.example/family-law',
  'https://eastside.harborlaw.example/',
];

export const vmTranscripts = [
  'Hi, this is {caller}. I am calling about {reason}. Please give me a call back at your earliest convenience. Thank you.',
  'Hey, it is {caller} again. I tried calling earlier. It is about {reason}. You can reach me on my cell. Thanks, bye.',
  'Good morning, {caller} here. Just wanted to let you know that I {reason2}. Talk soon.',
];

export const assistRequests = [
  'Please call the client back and confirm the new deposition date.',
  'Send the intake packet to the caller by email.',
  'Schedule a consultation with an attorney for next week.',
  'Call the court clerk back before 4 PM regarding the missing filing.',
  'Follow up with the caller about the outstanding invoice.',
  'Reach out to the new lead and collect accident details.',
];

export const statusNames = ['In a meeting', 'At court', 'Out to lunch', 'Vacation', 'Working remotely', 'Doctor appointment'];
