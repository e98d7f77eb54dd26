/**
 * A tiny H.264 encoder for the demo world: every macroblock is I_PCM (raw samples), so no
 * transform or entropy coding is needed, yet the stream is standard Constrained Baseline that
 * every browser plays. Only for generated demo footage: the output is large per pixel.
 */
class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private used = 0;

  bits(count: number, value: number): void {
    for (let bit = count - 1; bit >= 0; bit -= 1) {
      this.current = (this.current << 1) | ((value >>> bit) & 1);
      this.used += 1;
      if (this.used === 8) this.flush();
    }
  }

  /** Unsigned Exp-Golomb, ue(v). */
  ue(value: number): void {
    const code = value + 1;
    const length = Math.floor(Math.log2(code));
    this.bits(length, 0);
    this.bits(length + 1, code);
  }

  se(value: number): void {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }

  alignZero(): void {
    while (this.used !== 0) this.bits(1, 0);
  }

  /** rbsp_trailing_bits: a stop bit, then zeros to the byte boundary. */
  trailing(): Uint8Array {
    this.bits(1, 1);
    this.alignZero();
    return Uint8Array.from(this.bytes);
  }

  private flush(): void {
    this.bytes.push(this.current);
    this.current = 0;
    this.used = 0;
  }
}

/** A NAL unit: header byte, then the payload with emulation-prevention bytes inserted. */
function nal(header: number, rbsp: Uint8Array): Uint8Array {
  const out = [header];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Uint8Array.from(out);
}

export interface YuvFrame {
  /** width × height luma samples, then (width/2 × height/2) Cb and Cr. */
  y: Uint8Array;
  cb: Uint8Array;
  cr: Uint8Array;
}

export function sequenceParameterSet(width: number, height: number): Uint8Array {
  const w = new BitWriter();
  w.bits(8, 66); // Baseline
  w.bits(8, 0xc0); // constraint_set0 and set1: Constrained Baseline
  w.bits(8, 30); // level 3.0
  w.ue(0); // seq_parameter_set_id
  w.ue(0); // log2_max_frame_num_minus4
  w.ue(2); // pic_order_cnt_type 2: output order = decode order
  w.ue(1); // max_num_ref_frames
  w.bits(1, 0); // gaps_in_frame_num_value_allowed_flag
  w.ue(width / 16 - 1);
  w.ue(height / 16 - 1);
  w.bits(1, 1); // frame_mbs_only_flag
  w.bits(1, 1); // direct_8x8_inference_flag
  w.bits(1, 0); // frame_cropping_flag
  w.bits(1, 0); // vui_parameters_present_flag
  return nal(0x67, w.trailing());
}

export function pictureParameterSet(): Uint8Array {
  const w = new BitWriter();
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.bits(1, 0); // CAVLC
  w.bits(1, 0); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1
  w.ue(0); // num_ref_idx_l0_default_active_minus1
  w.ue(0); // num_ref_idx_l1_default_active_minus1
  w.bits(1, 0); // weighted_pred_flag
  w.bits(2, 0); // weighted_bipred_idc
  w.se(0); // pic_init_qp_minus26
  w.se(0); // pic_init_qs_minus26
  w.se(0); // chroma_qp_index_offset
  w.bits(1, 1); // deblocking_filter_control_present_flag
  w.bits(1, 0); // constrained_intra_pred_flag
  w.bits(1, 0); // redundant_pic_cnt_present_flag
  return nal(0x68, w.trailing());
}

/** One frame as an IDR slice of I_PCM macroblocks in raster order. */
export function idrSlice(frame: YuvFrame, width: number, height: number, idrPicId: number): Uint8Array {
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(7); // slice_type: I (all slices)
  w.ue(0); // pic_parameter_set_id
  w.bits(4, 0); // frame_num
  w.ue(idrPicId % 2);
  w.bits(1, 0); // no_output_of_prior_pics_flag
  w.bits(1, 0); // long_term_reference_flag
  w.se(0); // slice_qp_delta
  w.ue(1); // disable_deblocking_filter_idc: off, raw samples need none
  const chromaWidth = width / 2;
  for (let mbY = 0; mbY < height / 16; mbY += 1) {
    for (let mbX = 0; mbX < width / 16; mbX += 1) {
      w.ue(25); // mb_type I_PCM
      w.alignZero();
      for (let row = 0; row < 16; row += 1) {
        for (let col = 0; col < 16; col += 1) w.bits(8, frame.y[(mbY * 16 + row) * width + mbX * 16 + col]!);
      }
      for (const plane of [frame.cb, frame.cr]) {
        for (let row = 0; row < 8; row += 1) {
          for (let col = 0; col < 8; col += 1)
            w.bits(8, plane[(mbY * 8 + row) * chromaWidth + mbX * 8 + col]!);
        }
      }
    }
  }
  return nal(0x65, w.trailing());
}
