import { describe, expect, it } from 'vitest';
import { NO_PROVENANCE } from './provenance.ts';
import { AdminProductInputSchema, adminProductMessages, formProblems, isAcceptedImageUrl } from './admin-product.ts';

const form = {
  title: '  Salem Silk Veshti  ',
  price: '2,450.5',
  discountPercent: 5,
  images: ['/media/0123456789abcdef01234567', '', 'https://images.example/2.jpg', ''],
  category: 'Silk  Veshtis & Dhotis',
  stock: '0',
  description: 'Pure silk\r\nGold border\r\n',
};

describe('the Add / Update Product form rules', () => {
  it('turns what was typed into what is stored', () => {
    expect(AdminProductInputSchema.parse(form)).toEqual({
      title: 'Salem Silk Veshti',
      price: 245_050,
      discountPercent: 5,
      images: ['/media/0123456789abcdef01234567', 'https://images.example/2.jpg'],
      category: 'silk_veshtis_dhotis',
      stock: 0,
      // Not from the Update form: the stock given is stored as it is.
      stockWas: null,
      hsn: null,
      description: 'Pure silk\nGold border',
      // A form that says nothing about provenance claims nothing.
      provenance: NO_PROVENANCE,
      // Nor anything in Tamil, nor a fabric, colour or occasion.
      titleTa: null,
      descriptionTa: null,
      fabric: null,
      colour: null,
      occasions: [],
    });
  });

  it('reads the provenance fields: empty is unknown, a mark is claimed only when ticked or numbered', () => {
    const parsed = AdminProductInputSchema.parse({
      ...form,
      provenance: { weaverId: '', clusterName: ' Arani ', loomDays: '14', yarn: '', handloomMark: true, silkMarkLabel: '', giName: 'Arani Silk' },
    });
    expect(parsed.provenance).toEqual({ ...NO_PROVENANCE, clusterName: 'Arani', loomDays: 14, handloomMark: true, giName: 'Arani Silk' });
  });

  it('says "All fields are required" when anything required is missing, else the one field\'s message', () => {
    const missing = AdminProductInputSchema.safeParse({ ...form, stock: '' });
    expect(missing.success ? null : formProblems(missing.error.issues)).toEqual({
      message: 'All fields are required',
      fields: { stock: 'All fields are required' },
    });
    const wrong = AdminProductInputSchema.safeParse({ ...form, price: '10.999' });
    expect(wrong.success ? null : formProblems(wrong.error.issues).message).toMatch(/^Price must be an amount in rupees/);
  });

  it('says a stock or price of too many digits is too high, not that it is not a number', () => {
    const fieldsOf = (change: Record<string, unknown>) => {
      const parsed = AdminProductInputSchema.safeParse({ ...form, ...change });
      return parsed.success ? null : formProblems(parsed.error.issues).fields;
    };
    // A JSON number too big for plain digits (String(1e21) is "1e+21") is too high as well.
    for (const stock of ['1000001', '99999999999', 99_999_999_999, '9'.repeat(400), 1e21, Number.MAX_VALUE]) {
      expect(fieldsOf({ stock }), String(stock)).toEqual({ stock: adminProductMessages.stockTooHigh });
    }
    for (const price of ['1000001', '99999999999999', '99,99,99,99,99,99,999.50', '9'.repeat(400), 1e21]) {
      expect(fieldsOf({ price }), String(price)).toEqual({ price: adminProductMessages.priceTooHigh });
    }
    // Leading zeros are still the small number they write.
    expect(AdminProductInputSchema.parse({ ...form, stock: '0000000000007', price: '00000000000001499.50' })).toMatchObject({ stock: 7, price: 149_950 });
    expect(fieldsOf({ stock: '12e3' })).toEqual({ stock: adminProductMessages.stockInvalid });
    expect(fieldsOf({ stock: 1e-7 })).toEqual({ stock: adminProductMessages.stockInvalid });
    expect(AdminProductInputSchema.parse({ ...form, stock: 12 })).toMatchObject({ stock: 12 });
    expect(fieldsOf({ price: '99999999999999.999' })).toEqual({ price: adminProductMessages.priceInvalid });
  });

  it('accepts http(s) URLs and the shop\'s own images only', () => {
    expect(isAcceptedImageUrl('https://images.example/a.jpg')).toBe(true);
    expect(isAcceptedImageUrl('http://127.0.0.1:8080/a.png')).toBe(true);
    expect(isAcceptedImageUrl('/media/abc123')).toBe(true);
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,AA', '//evil.example/a.png', '/media/../x', '/media/a.webp', 'https://', 'ftp://x/a.png']) {
      expect(isAcceptedImageUrl(url), url).toBe(false);
    }
  });
});
