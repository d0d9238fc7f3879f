// The long texts of the static pages (Contact Us, About Us, Our Weavers, the
// policies), in English. Kept apart from en.ts so a shopper's first page does
// not download them; only the static pages import them.
import type { Widen } from './widen.ts';

export const enPages = {
    contact: {
      title: 'Contact Us',
      lead: 'Questions about a saree, a gift or an order on its way? Write to us or call: someone at our store who knows the cloth will answer.',
      emailHeading: 'E-mail',
      emailText: 'We usually reply within one business day.',
      phoneHeading: 'Phone',
      phoneText: 'Call us during support hours.',
      phonesNone: 'Phone numbers will be listed here soon; please write to us meanwhile.',
      hoursHeading: 'Support hours',
      hours: 'Monday to Friday 9:00 AM to 5:00 PM',
      hoursNote: 'Messages that reach us on weekends or public holidays are answered on the next business day.',
      addressHeading: 'Store address',
      addressNote: 'Our orders are packed and sent from here.',
      orderHelpHeading: 'Help with an order',
      orderHelp:
        'Please tell us the e-mail address you shop with and the date of your order, so that we can find it quickly. Our policies answer the most common questions:',
      shippingLink: 'Shipping and Refund',
      returnLink: 'Cancellation and Refund',
    },
    about: {
      title: 'About Us',
      lead: (shop: string) =>
        `${shop} sells handloom sarees, dhotis and scarves straight from the weaving families of Tamil Nadu.`,
      sections: [
        {
          heading: 'Straight from the loom',
          paragraphs: [
            'Every piece in our shop comes from a family that weaves at home, in Kanchipuram, Arani, Salem, Coimbatore, Madurai and the villages of Chettinad. We buy from the weavers themselves, pay them when the cloth leaves the loom, and sell it to you without a chain of traders in between.',
            'Fewer hands between the loom and your wardrobe means a fairer price for the weaver and an honest one for you.',
          ],
        },
        {
          heading: 'What we sell',
          paragraphs: [
            'Silk sarees with zari borders for weddings and festivals, cotton sarees for every day, dhotis and veshtis, and light scarves and stoles. Each one is woven by hand on a pit loom, thread by thread.',
            'Because the cloth is handwoven, no two pieces are exactly alike. A slight change in the weave or in a colour is the mark of a person’s hand, not a flaw.',
          ],
        },
        {
          heading: 'How we work',
          paragraphs: [
            'We photograph and describe each piece ourselves, show the full price and the discount we give, and tell you how many are left. Orders are packed at our store and sent across India.',
          ],
        },
        {
          heading: 'Help Our Weavers',
          paragraphs: [
            'Our cart carries a small donation for the weaving families we buy from. You choose the amount, or none at all, before you pay. Read about the weavers and the craft on the Our Weavers page.',
          ],
        },
      ],
      weaversLink: 'Meet our weavers',
      contactLink: 'Contact us',
    },
    weavers: {
      title: 'Our Weavers',
      lead: 'The cloth in our shop is woven by hand, on wooden looms, by families who have done this work for generations. This page tells their story: the craft, the places, the history, and what the weavers face today.',
      sections: {
        handloom: {
          heading: 'What a handloom is',
          paragraphs: [
            'A handloom is a loom worked by a person’s hands and feet alone, with no motor. Long threads, the warp, are stretched along the loom; the weaver lifts some of them and passes a shuttle carrying the weft across, then beats that single thread into place. A saree is made of tens of thousands of such passes.',
            'A plain cotton saree may take a couple of days. A silk saree with a rich zari border and pallu can keep a weaver and a helper at the loom for two weeks or more.',
          ],
        },
        pitLoom: {
          heading: 'The pit loom and the craft',
          paragraphs: [
            'Most of Tamil Nadu’s silk is woven on the pit loom. The loom stands over a pit dug into the floor of the weaver’s home; the weaver sits at its edge with legs in the pit, working the treadles that lift the warp, while the hands throw the shuttle and pull the beater.',
            'Above the loom, a jacquard reads a chain of punched cards, one card for each pass of the shuttle, and lifts exactly the threads a motif needs: temple towers, peacocks, mango buds, elephants, checks. Zari, a silk thread wrapped in silver and gilded with gold, is woven into borders and the pallu.',
            'In Kanchipuram, a contrasting border is often joined to the body by korvai: two people weave together, interlocking the colours thread by thread, so that the border never comes away. Before any of this come days of work by the whole family: dyeing the yarn, winding bobbins, and setting up the warp.',
          ],
        },
        centres: {
          heading: 'The weavers of Tamil Nadu',
          intro: 'Each weaving town has its own cloth, handed down in families and recognised at a glance by those who wear it.',
          places: [
            {
              name: 'Kanchipuram',
              text: 'Heavy mulberry-silk sarees with broad zari borders, contrasting korvai borders and temple motifs; the best known silk of South India.',
            },
            {
              name: 'Arani',
              text: 'Silk sarees that are lighter and easier to wear than Kanchipuram silk, with fine zari work; in the town and its villages, many homes have a loom.',
            },
            {
              name: 'Salem',
              text: 'Fine, soft silk: sarees and the white silk veshti with a thin zari border, worn at weddings and festivals.',
            },
            {
              name: 'Coimbatore',
              text: 'Kovai kora cotton: cotton and kora silk woven together into light, crisp sarees with zari borders, cool in the summer heat.',
            },
            {
              name: 'Madurai',
              text: 'Sungudi cotton sarees, patterned with tiny tie-dyed dots, woven in the city’s old weaving streets.',
            },
            {
              name: 'Chettinad',
              text: 'Kandangi cotton sarees: thick, durable cotton in bold checks and stripes of brick red, mustard and black.',
            },
          ],
        },
        history: {
          heading: 'A long history',
          paragraphs: [
            'Weaving in Tamil Nadu is older than most of its temples. Poems of the Sangam age describe cloth so fine it was likened to smoke or to the cast skin of a snake, and cotton from this coast was traded across the sea for centuries.',
            'As temple towns grew, weavers settled around them and wove for temples, courts and festivals. Weaving communities such as the Devangas, the Sengunthars and the Saurashtrians of Madurai kept the craft alive, each family passing its patterns and skills to the next generation.',
            'In the twentieth century, weavers formed cooperative societies to buy yarn together and sell their cloth, and in 1935 the Tamil Nadu Handloom Weavers’ Cooperative Society, known as Co-optex, was founded to bring their work to shops across the country.',
          ],
        },
        challenges: {
          heading: 'What weavers face today',
          intro: 'The craft has survived a great deal, but the people who practise it face real pressures:',
          pressures: [
            {
              name: 'Power-loom imitations',
              text: 'Machine-made copies of handloom designs cost a fraction of the price to make and are often sold as handloom. A shopper can rarely tell them apart, and the weaver loses the sale.',
            },
            {
              name: 'Yarn prices',
              text: 'Silk yarn and zari rise and fall sharply in price. A weaver who buys yarn when it is dear may have to sell the finished saree for less than it cost.',
            },
            {
              name: 'Middlemen',
              text: 'Many weavers work for a master weaver or trader who supplies the yarn and pays a fixed wage per saree, leaving the weaver a small share of what the buyer pays.',
            },
            {
              name: 'The next generation',
              text: 'Long hours at the loom for modest, uncertain pay send young people to jobs in the towns, and in many villages looms have fallen silent.',
            },
            {
              name: 'Health',
              text: 'Years of sitting at the pit and following fine threads in poor light strain the back and the eyes.',
            },
          ],
        },
        today: {
          heading: 'Where handloom stands now',
          paragraphs: [
            'Handloom is still one of the largest sources of work in rural India after farming: the fourth All India Handloom Census (2019–20) counted about 35 lakh handloom workers. Tamil Nadu remains one of the great weaving states.',
            'Several of its weaves, among them Kanchipuram silk, Madurai Sungudi and Kovai kora cotton, carry a Geographical Indication, which protects their names from imitation. National Handloom Day is observed every year on 7 August. Cooperatives, the Handloom Mark and the Silk Mark help buyers find the real thing, and shops that buy straight from the weaver let more of the price reach the loom.',
          ],
        },
        help: {
          heading: 'Help Our Weavers',
          paragraphs: [
            'Buying handloom is the best help there is: it keeps a loom working. You can also give a little more.',
          ],
          donation: (amount: string) =>
            `In your cart you can add a donation, Help Our Weavers. Nothing is added unless you choose to give; the amount then starts at ${amount}, and you can change it before you pay. It goes to the weaving families we buy from, for loom repairs, yarn in lean months and their children’s schooling.`,
          shopLink: 'Browse their work',
          cartLink: 'Go to your cart',
        },
      },
    },
    termsAndConditions: {
      title: 'Terms and Conditions',
      lead: (shop: string) =>
        `These terms apply when you use the ${shop} website or buy from us. By creating an account or placing an order, you accept them.`,
      sections: [
        {
          heading: 'Your account',
          paragraphs: [
            'You need an account to use the cart and place orders. Please give your real name and an e-mail address you can read, and keep your password to yourself: you are responsible for what is done with your account. We may close an account that is used for fraud or to harm the shop or other shoppers.',
          ],
        },
        {
          heading: 'Our products',
          paragraphs: [
            'Every piece we sell is woven by hand. Small irregularities in the weave, the colour or the zari are the mark of handwork and not a defect. We photograph our products carefully, but colours on a screen can differ slightly from the cloth, and measurements are approximate.',
          ],
        },
        {
          heading: 'Prices and payment',
          paragraphs: [
            'Prices are in Indian rupees (₹) and already include any discount shown. A shipping charge per item, and the Help Our Weavers donation you choose, are added in the cart, and the total is shown before you pay.',
            'You pay online through our payment provider (UPI, card, netbanking or a wallet), or in cash to the courier where we offer cash on delivery. A prepaid order is placed once the payment has been confirmed; a cash-on-delivery order once you confirm it with the code we send you. If a product was shown at a clearly wrong price because of an error, we will tell you before sending it, and you may cancel for a full refund.',
          ],
        },
        {
          heading: 'Orders and stock',
          paragraphs: [
            'Many of our pieces are one of a kind or woven in small numbers. An item is yours once your payment is confirmed, or once you confirm a cash-on-delivery order; until then another shopper may buy it. If we cannot send an item you have ordered, we will tell you, and refund in full anything you have paid for it.',
          ],
        },
        {
          heading: 'Shipping, cancellation and returns',
          paragraphs: [
            'Delivery times, the shipping charge, cancellations, returns and refunds are described in our Shipping and Refund policy and our Cancellation and Refund policy, which form part of these terms.',
          ],
        },
        {
          heading: 'Donations',
          paragraphs: [
            'The Help Our Weavers donation is voluntary. You can change it or set it to zero in the cart. It is part of your order total and goes to the weaving families we buy from.',
          ],
        },
        {
          heading: 'Using this website',
          paragraphs: [
            'Please do not misuse the website: do not try to break into it, overload it, or collect its content by automated means. The photographs and texts on this website belong to the shop and may not be reused without our permission.',
          ],
        },
        {
          heading: 'Liability',
          paragraphs: [
            'As far as the law allows, our liability for any order is limited to the amount you paid for it. Nothing in these terms limits your rights as a consumer under Indian law.',
          ],
        },
        {
          heading: 'Law and disputes',
          paragraphs: [
            'These terms are governed by the laws of India. Any dispute that we cannot settle together will be heard by the courts of Tamil Nadu.',
          ],
        },
        {
          heading: 'Changes to these terms',
          paragraphs: [
            'We may update these terms from time to time. An order is governed by the terms shown on this page when it was placed.',
          ],
        },
      ],
      questions: 'Questions about these terms?',
      shippingLink: 'Shipping and Refund',
      returnLink: 'Cancellation and Refund',
      contactLink: 'Contact us',
    },
    privacyPolicy: {
      title: 'Privacy Policy',
      lead: 'We keep only what we need to send you your order, and nothing more. This page explains what that is, where it is kept and who sees it.',
      sections: [
        {
          heading: 'What we store',
          paragraphs: ['When you create an account or place an order, we keep:'],
          points: [
            'Your account: your name, your e-mail address and your password, which we keep only in a scrambled (hashed) form that cannot be turned back into the password.',
            'Your orders: the items, prices, shipping charge and donation, the delivery name, address, pincode and phone number you give us, and how you paid: the payment reference our payment provider sends us, with the method (such as a UPI id, or a card’s network and last four digits), or that you chose cash on delivery.',
            'A session cookie, which keeps you logged in. It cannot be read by scripts on the page, is used for nothing else, and ends when you log out.',
          ],
        },
        {
          heading: 'What stays in your browser',
          paragraphs: [
            'Your cart, your favourites, your light or dark mode choice and the name we greet you with are kept in your own browser’s storage, on your device. They make the shop quicker to use; we check every price and quantity again on our server when you order. Logging out clears them, as does clearing your browser’s data for this site.',
          ],
        },
        {
          heading: 'Payment details',
          paragraphs: [
            'You enter your card, UPI or bank details in our payment provider’s payment window, or approve the payment in your own UPI app. They go to the payment provider, never to us: we receive only a payment reference, the method as above, and whether the payment succeeded. The shop never sees or stores your card number, your UPI PIN or your bank password.',
          ],
        },
        {
          heading: 'How we use your information',
          paragraphs: [
            'To process, pack and deliver your orders, to answer your messages, to handle cancellations and refunds, and to keep your account secure. We do not sell or rent your information, we send no advertising, and we use no advertising or tracking cookies.',
          ],
        },
        {
          heading: 'Who else sees it',
          paragraphs: [
            'The courier receives the delivery name, address, pincode and phone number of your order. The payment provider receives the amount you pay online; for cash on delivery, the courier collects it. No one else does, unless the law requires us to share it.',
          ],
        },
        {
          heading: 'Nothing loaded from elsewhere',
          paragraphs: [
            'This website loads no fonts, scripts, analytics or trackers from other websites. Everything you see comes from the shop itself.',
          ],
        },
        {
          heading: 'How long we keep it',
          paragraphs: [
            'We keep order records for as long as tax and accounting law requires. We keep your account until you ask us to delete it.',
          ],
        },
      ],
      rightsHeading: 'Your choices',
      rights:
        'You may ask us for a copy of the information we hold about you, or ask us to correct or delete it. We answer within 30 days.',
      writeTo: 'Write to us at',
    },
    shippingAndRefund: {
      title: 'Shipping and Refund',
      lead: 'How and when your order reaches you, what shipping costs, and what happens if something goes wrong on the way.',
      sections: {
        where: {
          heading: 'Where we ship',
          paragraphs: ['We ship to addresses anywhere in India.'],
        },
        times: {
          heading: 'When your order arrives',
          points: [
            'Your order is processed and packed in 1-2 business days.',
            'It is then delivered in 5-7 business days. Parcels to remote pincodes may take a little longer.',
          ],
        },
        charge: {
          heading: 'Shipping charge',
          perUnit: (perUnit: string) =>
            `We charge ${perUnit} per item for shipping, counted per unit of quantity across your whole order.`,
          example: (perUnit: string, twoUnits: string) =>
            `For example, one saree costs ${perUnit} to ship, and two sarees, or two of the same saree, cost ${twoUnits}. The cart shows the shipping charge before you pay.`,
        },
        tracking: {
          heading: 'Following your order',
          paragraphs: [
            'Your Orders shows the status of each of your orders: placed, packed, shipped, then delivered.',
          ],
          ordersLink: 'See your orders',
        },
        damaged: {
          heading: 'Damaged or wrong items',
          paragraphs: [
            'If a parcel arrives damaged, or contains something you did not order, please write to us within 10 days of purchase with a photograph. We will replace the item or refund it, and if the mistake was ours, we refund the shipping charge too.',
          ],
        },
        refunds: {
          heading: 'Refunds',
          paragraphs: [
            'Once a return is approved, we refund the amount within 7-10 business days: to the account, card or wallet you paid from, or, for a cash-on-delivery order, to a bank account or UPI id you give us. Cancellations and returns are explained in full in our Cancellation and Refund policy.',
          ],
          returnLink: 'Cancellation and Refund policy',
          contactLink: 'Contact us',
        },
      },
    },
    returnPolicy: {
      title: 'Cancellation and Refund',
      lead: 'Changed your mind, or not happy with what arrived? Here is how cancellations, returns and refunds work.',
      sections: {
        cancel: {
          heading: 'Cancelling an order',
          paragraphs: [
            'You can cancel an order within 24 hours of purchase, as long as it has not yet shipped, and anything you have paid is refunded in full. A cash-on-delivery order not yet paid is simply cancelled. Cancel it from Your Orders, or contact customer service.',
          ],
          ordersLink: 'Go to Your Orders',
        },
        returns: {
          heading: 'Returns',
          paragraphs: [
            'Returns must be initiated within 10 days of purchase, through customer service. To be accepted, an item must be:',
          ],
          points: ['unused, unwashed and unaltered;', 'in its original packaging, with its tags.'],
        },
        steps: {
          heading: 'How a return works',
          points: [
            'Contact customer service with your order details and the reason for the return.',
            'We reply with instructions for sending the item back.',
            'When the item reaches us, we inspect it.',
            'We send you an e-mail telling you whether the return is approved. If it is, you choose a refund, store credit or an exchange.',
          ],
        },
        refunds: {
          heading: 'Refunds',
          paragraphs: [
            'Approved refunds are made within 7-10 business days to the account, card or wallet you paid from; for a cash-on-delivery order, to a bank account or UPI id you give us. Your bank may take a few more days to show the amount.',
          ],
        },
      },
      contactLink: 'Contact customer service',
      shippingLink: 'Shipping and Refund policy',
    },
} as const;

export type PageMessages = Widen<typeof enPages>;
